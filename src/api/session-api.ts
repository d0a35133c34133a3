import { generatedApi } from './generated/session-endpoints';

// The endpoints every page needs before any feature loads (codegen.config.ts): signing in, the current user and their
// settings, the header's course and year lists, search, presence and the home page's activity. They load with the
// app's first script; everything else is in exam-api.ts, loaded with the first feature page that uses it. Both
// enhance the one API (base-api.ts), so their cache tags meet: a course created on an administration page refreshes
// the header's list here.
//
// The generated client tags every endpoint with its OpenAPI tag, which would make e.g. the browser-navigation
// operations (OIDC start/callback, logout) "provide" auth data and every login refetch them; here only real data is
// tagged, by entity.
export const sessionApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser', 'UserSettings', 'Course', 'AcademicYear', 'Exams', 'Questions', 'ExamTickets'] as const,
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
    // Reported on every navigation: it must not refetch every People list (students, staff, online users).
    reportPresence: { invalidatesTags: [] },
    listMyActivity: { providesTags: ['Exams', 'Questions', 'ExamTickets'] },
  },
});

// Hooks of the session's endpoints: import them from here everywhere (exam-api.ts has the feature pages' hooks).
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
  useReportPresenceMutation,
  useListMyActivityQuery,
} = sessionApi;
