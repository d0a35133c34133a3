import { generatedApi } from './generated/exam-api';

// The generated endpoints with the cache tags the app relies on. The generated client tags every endpoint with
// its OpenAPI tag, which would make e.g. the browser-navigation operations (OIDC start/callback, logout) "provide"
// auth data and every login refetch them; here only real data is tagged, by entity.
export const examApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser', 'UserSettings', 'Course', 'AcademicYear'] as const,
  endpoints: {
    getHealth: { providesTags: [] },
    listAuthProviders: { providesTags: [] },
    startOidcLogin: { providesTags: [] },
    completeOidcLogin: { providesTags: [] },
    logout: { providesTags: [] },
    // A new session is another user's data: everything user-specific is fetched again.
    loginLocal: { invalidatesTags: ['CurrentUser', 'UserSettings', 'Course', 'AcademicYear'] },
    exchangeLoginCode: { invalidatesTags: ['CurrentUser', 'UserSettings', 'Course', 'AcademicYear'] },
    getCurrentUser: { providesTags: ['CurrentUser'] },
    // Search answers depend on the typed text only; they are never invalidated by writes.
    searchAnything: { providesTags: [], keepUnusedDataFor: 30 },
    getUserSettings: { providesTags: ['UserSettings'] },
    // The settings listener PUTs what the store already holds, so refetching them after a save would be waste.
    saveUserSettings: { invalidatesTags: [] },
    listCourses: {
      providesTags: (result) => [
        { type: 'Course' as const, id: 'LIST' },
        ...(result?.data ?? []).map((course) => ({ type: 'Course' as const, id: course.id })),
      ],
    },
    listAcademicYears: {
      providesTags: (result) => [
        { type: 'AcademicYear' as const, id: 'LIST' },
        ...(result?.data ?? []).map((year) => ({ type: 'AcademicYear' as const, id: year.id })),
      ],
    },
  },
});

// The only import point for hooks in the app (never import them from ./generated).
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useListAuthProvidersQuery,
  useLazyListAuthProvidersQuery,
  useLoginLocalMutation,
  useStartOidcLoginQuery,
  useLazyStartOidcLoginQuery,
  useCompleteOidcLoginQuery,
  useLazyCompleteOidcLoginQuery,
  useExchangeLoginCodeMutation,
  useLogoutQuery,
  useLazyLogoutQuery,
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useSearchAnythingQuery,
  useLazySearchAnythingQuery,
  useGetUserSettingsQuery,
  useLazyGetUserSettingsQuery,
  useSaveUserSettingsMutation,
  useListCoursesQuery,
  useLazyListCoursesQuery,
  useListAcademicYearsQuery,
  useLazyListAcademicYearsQuery,
} = examApi;

export type * from './generated/exam-api';
