import { createBrowserRouter } from 'react-router-dom';

// Placeholder until the route table lands.
export const router = createBrowserRouter([{ path: '*', element: <div>ExamHall</div> }]);
