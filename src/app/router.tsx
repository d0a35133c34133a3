import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

// The route table lives in routes.tsx so that tests can mount it in a memory router.
export const router = createBrowserRouter(routes);
