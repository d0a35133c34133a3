import type { ReactNode } from 'react';
import { Button } from 'antd';
import { BankOutlined, GoogleOutlined } from '@ant-design/icons';
import type { AuthProvider } from '../../api/generated/exam-api';
import { apiUrl } from '../../lib/browser';
import { useT } from '../../i18n';

const PROVIDER_LOOK: Record<AuthProvider['id'], { labelKey: string; icon: ReactNode }> = {
  google: { labelKey: 'login.providerGoogle', icon: <GoogleOutlined /> },
  aai: { labelKey: 'login.providerAai', icon: <BankOutlined /> },
};

/** One button per identity provider the server has configured; each starts the sign-in at the API. */
export function ProviderButtons({ providers }: { providers: AuthProvider[] }) {
  const t = useT();
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {providers.map((provider) => {
        const look = PROVIDER_LOOK[provider.id];
        return (
          <Button key={provider.id} size="large" block icon={look.icon} href={apiUrl(`/auth/login/${provider.id}`)}>
            {t(look.labelKey)}
          </Button>
        );
      })}
    </div>
  );
}
