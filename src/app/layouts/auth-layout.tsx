import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spin } from 'antd';
import { AuthFrame } from './auth-frame';

/** Sign-in, sign-out and the other pages of a signed-out visitor, in the auth frame. */
export default function AuthLayout() {
  return (
    <AuthFrame>
      <Suspense fallback={<div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}><Spin /></div>}>
        <Outlet />
      </Suspense>
    </AuthFrame>
  );
}
