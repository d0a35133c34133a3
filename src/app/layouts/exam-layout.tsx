import { Suspense } from 'react';
import { App as AntApp, Layout } from 'antd';
import { LoadingScreen } from '../../components/loading-screen';
import { GuardedOutlet } from '../route-access';

/**
 * The student's exam: the whole window for the exam, no header, menus or footer (the page draws its own bar with
 * the time left), and none of the staff shell's code. No alert stack either: the exam page says itself what the
 * connection means for the answers (its calls report no central alerts), and an alert from a background call (the
 * session check after an offline reload) would only alarm a student in the middle of an exam.
 */
export default function ExamLayout() {
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <Suspense fallback={<LoadingScreen />}>
          <GuardedOutlet />
        </Suspense>
      </Layout>
    </AntApp>
  );
}
