import { App } from 'antd';
import type { ReactNode } from 'react';
import { WithTakingKit } from '../app/exam-taking-kit';

/** A student's exam page as the app mounts it: the question bank's renderers handed in, inside antd's App. */
export function withTakingKit(ui: ReactNode) {
  return (
    <App>
      <WithTakingKit>{ui}</WithTakingKit>
    </App>
  );
}
