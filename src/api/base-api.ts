import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

// Endpoints are injected by the generated client (src/api/generated) and enhanced in exam-api.ts.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
