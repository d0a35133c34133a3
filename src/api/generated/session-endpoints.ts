import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "System",
  "Auth",
  "Lookups",
  "Settings",
  "Courses",
  "People",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
        query: () => ({ url: `/health` }),
        providesTags: ["System"],
      }),
      getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
        query: () => ({ url: `/ready` }),
        providesTags: ["System"],
      }),
      listAuthProviders: build.query<
        ListAuthProvidersApiResponse,
        ListAuthProvidersApiArg
      >({
        query: () => ({ url: `/auth/providers` }),
        providesTags: ["Auth"],
      }),
      loginLocal: build.mutation<LoginLocalApiResponse, LoginLocalApiArg>({
        query: (queryArg) => ({
          url: `/auth/login`,
          method: "POST",
          body: queryArg.localLoginRequest,
        }),
        invalidatesTags: ["Auth"],
      }),
      startOidcLogin: build.query<
        StartOidcLoginApiResponse,
        StartOidcLoginApiArg
      >({
        query: (queryArg) => ({ url: `/auth/login/${queryArg.provider}` }),
        providesTags: ["Auth"],
      }),
      completeOidcLogin: build.query<
        CompleteOidcLoginApiResponse,
        CompleteOidcLoginApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/callback/${queryArg.provider}`,
          params: {
            code: queryArg.code,
            state: queryArg.state,
            error: queryArg.error,
            iss: queryArg.iss,
          },
        }),
        providesTags: ["Auth"],
      }),
      exchangeLoginCode: build.mutation<
        ExchangeLoginCodeApiResponse,
        ExchangeLoginCodeApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/exchange`,
          method: "POST",
          body: queryArg.exchangeLoginCodeRequest,
        }),
        invalidatesTags: ["Auth"],
      }),
      logout: build.query<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/auth/logout` }),
        providesTags: ["Auth"],
      }),
      getCurrentUser: build.query<
        GetCurrentUserApiResponse,
        GetCurrentUserApiArg
      >({
        query: () => ({ url: `/auth/me` }),
        providesTags: ["Auth"],
      }),
      searchAnything: build.query<
        SearchAnythingApiResponse,
        SearchAnythingApiArg
      >({
        query: (queryArg) => ({
          url: `/lookups/search-anything`,
          params: {
            query: queryArg.query,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["Lookups"],
      }),
      getUserSettings: build.query<
        GetUserSettingsApiResponse,
        GetUserSettingsApiArg
      >({
        query: () => ({ url: `/user/settings` }),
        providesTags: ["Settings"],
      }),
      saveUserSettings: build.mutation<
        SaveUserSettingsApiResponse,
        SaveUserSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/settings`,
          method: "PUT",
          body: queryArg.userSettings,
        }),
        invalidatesTags: ["Settings"],
      }),
      listMyActivity: build.query<
        ListMyActivityApiResponse,
        ListMyActivityApiArg
      >({
        query: (queryArg) => ({
          url: `/user/activity`,
          params: {
            kinds: queryArg.kinds,
            courseId: queryArg.courseId,
            before: queryArg.before,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["Settings"],
      }),
      listCourses: build.query<ListCoursesApiResponse, ListCoursesApiArg>({
        query: () => ({ url: `/courses` }),
        providesTags: ["Courses"],
      }),
      listAcademicYears: build.query<
        ListAcademicYearsApiResponse,
        ListAcademicYearsApiArg
      >({
        query: () => ({ url: `/academic-years` }),
        providesTags: ["Courses"],
      }),
      reportPresence: build.mutation<
        ReportPresenceApiResponse,
        ReportPresenceApiArg
      >({
        query: (queryArg) => ({
          url: `/user/presence`,
          method: "PUT",
          body: queryArg.presenceInput,
        }),
        invalidatesTags: ["People"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse =
  /** status 200 The service is up and the database answers. */ HealthResponse;
export type GetHealthApiArg = void;
export type GetReadinessApiResponse =
  /** status 200 Ready for traffic. */ ReadinessResponse;
export type GetReadinessApiArg = void;
export type ListAuthProvidersApiResponse =
  /** status 200 The sign-in methods. */ AuthProvidersResponse;
export type ListAuthProvidersApiArg = void;
export type LoginLocalApiResponse =
  /** status 200 Signed in; also sets the `examhall_session` and `examhall_csrf` cookies. */ LoginResponse;
export type LoginLocalApiArg = {
  localLoginRequest: LocalLoginRequest;
};
export type StartOidcLoginApiResponse = unknown;
export type StartOidcLoginApiArg = {
  provider: "google" | "aai";
};
export type CompleteOidcLoginApiResponse = unknown;
export type CompleteOidcLoginApiArg = {
  provider: "google" | "aai";
  code?: string;
  state?: string;
  error?: string;
  iss?: string;
};
export type ExchangeLoginCodeApiResponse =
  /** status 200 Signed in; also sets the `examhall_session` and `examhall_csrf` cookies. */ LoginResponse;
export type ExchangeLoginCodeApiArg = {
  exchangeLoginCodeRequest: ExchangeLoginCodeRequest;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type GetCurrentUserApiResponse =
  /** status 200 The signed-in user. */ CurrentUserResponse;
export type GetCurrentUserApiArg = void;
export type SearchAnythingApiResponse =
  /** status 200 Matching results, best first. */ SearchAnythingResponse;
export type SearchAnythingApiArg = {
  query: string;
  limit?: number;
};
export type GetUserSettingsApiResponse =
  /** status 200 The saved settings, or null when none were saved yet. */ UserSettingsResponse;
export type GetUserSettingsApiArg = void;
export type SaveUserSettingsApiResponse =
  /** status 200 Saved. */ SuccessResponse;
export type SaveUserSettingsApiArg = {
  userSettings: UserSettings;
};
export type ListMyActivityApiResponse =
  /** status 200 One page of events. */ ActivityPageResponse;
export type ListMyActivityApiArg = {
  kinds?: ActivityKind[];
  courseId?: number;
  /** The `nextCursor` of the previous page. */
  before?: string;
  limit?: number;
};
export type ListCoursesApiResponse =
  /** status 200 The courses, by name. */ CourseListResponse;
export type ListCoursesApiArg = void;
export type ListAcademicYearsApiResponse =
  /** status 200 The academic years, newest first. */ AcademicYearListResponse;
export type ListAcademicYearsApiArg = void;
export type ReportPresenceApiResponse =
  /** status 200 Noted. */ SuccessResponse;
export type ReportPresenceApiArg = {
  presenceInput: PresenceInput;
};
export type HealthResponse = {
  success: true;
  status: "ok";
  database: "pglite" | "postgresql";
  version: string;
};
export type Error = {
  /** Stable machine-readable code, e.g. VALIDATION_FAILED, UNAUTHENTICATED, FORBIDDEN. */
  code: string;
  /** Human-readable explanation, safe to show to the user. */
  message: string;
  /** Per-field problems of a validation error. */
  details?: {
    path: string;
    message: string;
  }[];
  /** On a 429, the seconds to wait before trying again (also in the Retry-After header). */
  retryAfterSeconds?: number;
};
export type ReadinessResponse = {
  success: true;
  status: "ready";
};
export type AuthProvider = {
  id: "google" | "aai";
  name: string;
};
export type AuthProvidersResponse = {
  success: true;
  data: {
    /** Whether username + password sign-in is offered. */
    localLogin: boolean;
    providers: AuthProvider[];
  };
};
export type DbUser = {
  id: number;
  username: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  /** Admin, Teacher or Student. */
  roleName: string;
  smallImageUrl: string | null;
  /** local, google or aai. */
  provider: string;
};
export type CurrentUser = {
  username: string;
  dbUser: DbUser;
};
export type LoginResponse = {
  success: true;
  data: {
    /** Bearer token for the Authorization header. */
    token: string;
    /** Value for the X-CSRF-Token header (equals the HttpOnly cookie). */
    csrfToken: string;
    expiresAt: string;
    user: CurrentUser;
  };
};
export type LocalLoginRequest = {
  username: string;
  password: string;
};
export type ExchangeLoginCodeRequest = {
  code: string;
};
export type CurrentUserResponse = {
  success: true;
  data: CurrentUser;
};
export type SearchResult = {
  type: "Exam" | "Course" | "Student";
  id: number;
  title: string;
  idAcademicYear: number | null;
  academicYear: string | null;
  /** Student number for students. */
  altId2: string | null;
  /** Exam or course acronym; a student's email. */
  titleAbbrev: string | null;
  /** The SPA route that opens the result. */
  path: string;
};
export type SearchAnythingResponse = {
  success: true;
  data: SearchResult[];
};
export type ThemeSettings = {
  activeDarkTheme: string;
  activeLightTheme: string;
  fontFamily: string;
  fontSize: string;
  darkModeActive: boolean;
  codeMirrorTheme: string;
};
export type FormButtonsPosition = "right" | "top-right" | "bottom-right";
export type Language = "en" | "hr";
export type UserSettings = {
  username: string;
  currCourseId: number;
  currAcademicYearId: number;
  markWhitespace: boolean;
  showQuestionHeader: boolean;
  theme: ThemeSettings;
  dictFormButtonsPosition: {
    [key: string]: FormButtonsPosition;
  };
  language?: Language;
};
export type UserSettingsResponse = {
  success: true;
  data: UserSettings | null;
};
export type SuccessResponse = {
  success: true;
};
export type ActivityKind = "exam" | "question" | "ticket" | "grade";
export type ActivityEvent = {
  /** Unique among events; also the keyset's tie-breaker. */
  id: string;
  kind: ActivityKind;
  action:
    | "exam-created"
    | "exam-updated"
    | "instances-generated"
    | "instance-unsubmitted"
    | "instance-extended"
    | "instance-deleted"
    | "instances-deleted"
    | "instance-submitted"
    | "question-created"
    | "question-version"
    | "question-updated"
    | "ticket-raised"
    | "ticket-reopened"
    | "ticket-assigned"
    | "ticket-answered"
    | "ticket-closed"
    | "answer-graded"
    | "exam-regraded";
  at: string;
  courseId: number;
  courseAcronym: string;
  examId: number | null;
  examTitle: string | null;
  /** Null also when the instance has been deleted since. */
  instanceId: number | null;
  studentName: string | null;
  questionId: number | null;
  questionTitle: string | null;
  /** The question version saved (question-version). */
  version: number | null;
  /** The question's place in the instance (tickets, grades). */
  ordinal: number | null;
  ticketId: number | null;
  /** instances-generated - instances generated; instances-deleted - instances deleted; instance-extended and
    instance-unsubmitted - minutes; answer-graded - the score given; exam-regraded - answers changed.
     */
  count: number | null;
};
export type ActivityPageResponse = {
  success: true;
  data: {
    items: ActivityEvent[];
    /** Pass as `before` for the next (older) page; null on the last page. */
    nextCursor: string | null;
  };
};
export type Course = {
  id: number;
  courseName: string;
  courseAcronym: string;
};
export type CourseListResponse = {
  success: true;
  data: Course[];
};
export type AcademicYear = {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  /** Exams belong to the year (it cannot be deleted while they do). */
  hasExams: boolean;
  /** Students are enrolled in courses of the year (it cannot be deleted while they are). */
  hasEnrolments: boolean;
};
export type AcademicYearListResponse = {
  success: true;
  data: AcademicYear[];
};
export type PresenceInput = {
  route: string;
};
export const {
  useGetHealthQuery,
  useLazyGetHealthQuery,
  useGetReadinessQuery,
  useLazyGetReadinessQuery,
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
  useListMyActivityQuery,
  useLazyListMyActivityQuery,
  useListCoursesQuery,
  useLazyListCoursesQuery,
  useListAcademicYearsQuery,
  useLazyListAcademicYearsQuery,
  useReportPresenceMutation,
} = injectedRtkApi;
