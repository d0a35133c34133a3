import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export const baseQuery = fetchBaseQuery({ baseUrl: '/api' });
