import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "System",
  "Auth",
  "Lookups",
  "Settings",
  "Courses",
  "People",
  "Structure",
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
      listAdminCourses: build.query<
        ListAdminCoursesApiResponse,
        ListAdminCoursesApiArg
      >({
        query: () => ({ url: `/admin/courses` }),
        providesTags: ["Courses"],
      }),
      createCourse: build.mutation<CreateCourseApiResponse, CreateCourseApiArg>(
        {
          query: (queryArg) => ({
            url: `/admin/courses`,
            method: "POST",
            body: queryArg.courseInput,
          }),
          invalidatesTags: ["Courses"],
        },
      ),
      updateCourse: build.mutation<UpdateCourseApiResponse, UpdateCourseApiArg>(
        {
          query: (queryArg) => ({
            url: `/admin/courses/${queryArg.courseId}`,
            method: "PUT",
            body: queryArg.courseInput,
          }),
          invalidatesTags: ["Courses"],
        },
      ),
      deleteCourse: build.mutation<DeleteCourseApiResponse, DeleteCourseApiArg>(
        {
          query: (queryArg) => ({
            url: `/admin/courses/${queryArg.courseId}`,
            method: "DELETE",
          }),
          invalidatesTags: ["Courses"],
        },
      ),
      createAcademicYear: build.mutation<
        CreateAcademicYearApiResponse,
        CreateAcademicYearApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/academic-years`,
          method: "POST",
          body: queryArg.academicYearInput,
        }),
        invalidatesTags: ["Courses"],
      }),
      updateAcademicYear: build.mutation<
        UpdateAcademicYearApiResponse,
        UpdateAcademicYearApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/academic-years/${queryArg.academicYearId}`,
          method: "PUT",
          body: queryArg.academicYearInput,
        }),
        invalidatesTags: ["Courses"],
      }),
      deleteAcademicYear: build.mutation<
        DeleteAcademicYearApiResponse,
        DeleteAcademicYearApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/academic-years/${queryArg.academicYearId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Courses"],
      }),
      setCurrentAcademicYear: build.mutation<
        SetCurrentAcademicYearApiResponse,
        SetCurrentAcademicYearApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/academic-years/${queryArg.academicYearId}/current`,
          method: "PUT",
        }),
        invalidatesTags: ["Courses"],
      }),
      listStaffUsers: build.query<
        ListStaffUsersApiResponse,
        ListStaffUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/users`,
          params: {
            query: queryArg.query,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sortOrder: queryArg.sortOrder,
            sortBy: queryArg.sortBy,
            roleName: queryArg.roleName,
            courseId: queryArg.courseId,
          },
        }),
        providesTags: ["People"],
      }),
      createStaffUser: build.mutation<
        CreateStaffUserApiResponse,
        CreateStaffUserApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/users`,
          method: "POST",
          body: queryArg.staffUserCreate,
        }),
        invalidatesTags: ["People"],
      }),
      updateStaffUser: build.mutation<
        UpdateStaffUserApiResponse,
        UpdateStaffUserApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/users/${queryArg.userId}`,
          method: "PUT",
          body: queryArg.staffUserUpdate,
        }),
        invalidatesTags: ["People"],
      }),
      addTeacherCourse: build.mutation<
        AddTeacherCourseApiResponse,
        AddTeacherCourseApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/users/${queryArg.userId}/courses/${queryArg.courseId}`,
          method: "PUT",
        }),
        invalidatesTags: ["People"],
      }),
      removeTeacherCourse: build.mutation<
        RemoveTeacherCourseApiResponse,
        RemoveTeacherCourseApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/users/${queryArg.userId}/courses/${queryArg.courseId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["People"],
      }),
      listOnlineUsers: build.query<
        ListOnlineUsersApiResponse,
        ListOnlineUsersApiArg
      >({
        query: () => ({ url: `/admin/online-users` }),
        providesTags: ["People"],
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
      listStudents: build.query<ListStudentsApiResponse, ListStudentsApiArg>({
        query: (queryArg) => ({
          url: `/students`,
          params: {
            query: queryArg.query,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sortOrder: queryArg.sortOrder,
            sortBy: queryArg.sortBy,
            courseId: queryArg.courseId,
            academicYearId: queryArg.academicYearId,
            classGroup: queryArg.classGroup,
          },
        }),
        providesTags: ["People"],
      }),
      createStudent: build.mutation<
        CreateStudentApiResponse,
        CreateStudentApiArg
      >({
        query: (queryArg) => ({
          url: `/students`,
          method: "POST",
          body: queryArg.studentInput,
        }),
        invalidatesTags: ["People"],
      }),
      getStudent: build.query<GetStudentApiResponse, GetStudentApiArg>({
        query: (queryArg) => ({ url: `/students/${queryArg.studentId}` }),
        providesTags: ["People"],
      }),
      updateStudent: build.mutation<
        UpdateStudentApiResponse,
        UpdateStudentApiArg
      >({
        query: (queryArg) => ({
          url: `/students/${queryArg.studentId}`,
          method: "PUT",
          body: queryArg.studentInput,
        }),
        invalidatesTags: ["People"],
      }),
      listEnrolments: build.query<
        ListEnrolmentsApiResponse,
        ListEnrolmentsApiArg
      >({
        query: (queryArg) => ({
          url: `/enrolments`,
          params: {
            courseId: queryArg.courseId,
            academicYearId: queryArg.academicYearId,
            studentId: queryArg.studentId,
            classGroup: queryArg.classGroup,
            query: queryArg.query,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sortOrder: queryArg.sortOrder,
            sortBy: queryArg.sortBy,
          },
        }),
        providesTags: ["People"],
      }),
      createEnrolment: build.mutation<
        CreateEnrolmentApiResponse,
        CreateEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/enrolments`,
          method: "POST",
          body: queryArg.enrolmentCreate,
        }),
        invalidatesTags: ["People"],
      }),
      updateEnrolment: build.mutation<
        UpdateEnrolmentApiResponse,
        UpdateEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/enrolments/${queryArg.enrolmentId}`,
          method: "PUT",
          body: queryArg.enrolmentUpdate,
        }),
        invalidatesTags: ["People"],
      }),
      deleteEnrolment: build.mutation<
        DeleteEnrolmentApiResponse,
        DeleteEnrolmentApiArg
      >({
        query: (queryArg) => ({
          url: `/enrolments/${queryArg.enrolmentId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["People"],
      }),
      previewStudentImport: build.mutation<
        PreviewStudentImportApiResponse,
        PreviewStudentImportApiArg
      >({
        query: (queryArg) => ({
          url: `/imports/students/preview`,
          method: "POST",
          body: queryArg.studentImportRequest,
        }),
        invalidatesTags: ["People"],
      }),
      applyStudentImport: build.mutation<
        ApplyStudentImportApiResponse,
        ApplyStudentImportApiArg
      >({
        query: (queryArg) => ({
          url: `/imports/students/apply`,
          method: "POST",
          body: queryArg.studentImportRequest,
        }),
        invalidatesTags: ["People"],
      }),
      listNodeTypes: build.query<ListNodeTypesApiResponse, ListNodeTypesApiArg>(
        {
          query: () => ({ url: `/node-types` }),
          providesTags: ["Structure"],
        },
      ),
      createNodeType: build.mutation<
        CreateNodeTypeApiResponse,
        CreateNodeTypeApiArg
      >({
        query: (queryArg) => ({
          url: `/node-types`,
          method: "POST",
          body: queryArg.nodeTypeInput,
        }),
        invalidatesTags: ["Structure"],
      }),
      updateNodeType: build.mutation<
        UpdateNodeTypeApiResponse,
        UpdateNodeTypeApiArg
      >({
        query: (queryArg) => ({
          url: `/node-types/${queryArg.nodeTypeId}`,
          method: "PUT",
          body: queryArg.nodeTypeInput,
        }),
        invalidatesTags: ["Structure"],
      }),
      deleteNodeType: build.mutation<
        DeleteNodeTypeApiResponse,
        DeleteNodeTypeApiArg
      >({
        query: (queryArg) => ({
          url: `/node-types/${queryArg.nodeTypeId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Structure"],
      }),
      listCourseNodes: build.query<
        ListCourseNodesApiResponse,
        ListCourseNodesApiArg
      >({
        query: (queryArg) => ({ url: `/courses/${queryArg.courseId}/nodes` }),
        providesTags: ["Structure"],
      }),
      createNode: build.mutation<CreateNodeApiResponse, CreateNodeApiArg>({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/nodes`,
          method: "POST",
          body: queryArg.nodeCreate,
        }),
        invalidatesTags: ["Structure"],
      }),
      updateNode: build.mutation<UpdateNodeApiResponse, UpdateNodeApiArg>({
        query: (queryArg) => ({
          url: `/nodes/${queryArg.nodeId}`,
          method: "PUT",
          body: queryArg.nodeUpdate,
        }),
        invalidatesTags: ["Structure"],
      }),
      deleteNode: build.mutation<DeleteNodeApiResponse, DeleteNodeApiArg>({
        query: (queryArg) => ({
          url: `/nodes/${queryArg.nodeId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Structure"],
      }),
      linkNodeParent: build.mutation<
        LinkNodeParentApiResponse,
        LinkNodeParentApiArg
      >({
        query: (queryArg) => ({
          url: `/nodes/${queryArg.nodeId}/parents/${queryArg.parentId}`,
          method: "PUT",
        }),
        invalidatesTags: ["Structure"],
      }),
      unlinkNodeParent: build.mutation<
        UnlinkNodeParentApiResponse,
        UnlinkNodeParentApiArg
      >({
        query: (queryArg) => ({
          url: `/nodes/${queryArg.nodeId}/parents/${queryArg.parentId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Structure"],
      }),
      listGradingModels: build.query<
        ListGradingModelsApiResponse,
        ListGradingModelsApiArg
      >({
        query: () => ({ url: `/grading-models` }),
        providesTags: ["Structure"],
      }),
      createGradingModel: build.mutation<
        CreateGradingModelApiResponse,
        CreateGradingModelApiArg
      >({
        query: (queryArg) => ({
          url: `/grading-models`,
          method: "POST",
          body: queryArg.gradingModelInput,
        }),
        invalidatesTags: ["Structure"],
      }),
      updateGradingModel: build.mutation<
        UpdateGradingModelApiResponse,
        UpdateGradingModelApiArg
      >({
        query: (queryArg) => ({
          url: `/grading-models/${queryArg.gradingModelId}`,
          method: "PUT",
          body: queryArg.gradingModelInput,
        }),
        invalidatesTags: ["Structure"],
      }),
      deleteGradingModel: build.mutation<
        DeleteGradingModelApiResponse,
        DeleteGradingModelApiArg
      >({
        query: (queryArg) => ({
          url: `/grading-models/${queryArg.gradingModelId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Structure"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type GetHealthApiResponse =
  /** status 200 The service is up and the database answers. */ HealthResponse;
export type GetHealthApiArg = void;
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
export type ListCoursesApiResponse =
  /** status 200 The courses, by name. */ CourseListResponse;
export type ListCoursesApiArg = void;
export type ListAcademicYearsApiResponse =
  /** status 200 The academic years, newest first. */ AcademicYearListResponse;
export type ListAcademicYearsApiArg = void;
export type ListAdminCoursesApiResponse =
  /** status 200 The courses, by name. */ AdminCourseListResponse;
export type ListAdminCoursesApiArg = void;
export type CreateCourseApiResponse =
  /** status 201 Created. */ AdminCourseResponse;
export type CreateCourseApiArg = {
  courseInput: CourseInput;
};
export type UpdateCourseApiResponse =
  /** status 200 Saved. */ AdminCourseResponse;
export type UpdateCourseApiArg = {
  courseId: number;
  courseInput: CourseInput;
};
export type DeleteCourseApiResponse =
  /** status 200 Deleted. */ SuccessResponse;
export type DeleteCourseApiArg = {
  courseId: number;
};
export type CreateAcademicYearApiResponse =
  /** status 201 Created. */ AcademicYearResponse;
export type CreateAcademicYearApiArg = {
  academicYearInput: AcademicYearInput;
};
export type UpdateAcademicYearApiResponse =
  /** status 200 Saved. */ AcademicYearResponse;
export type UpdateAcademicYearApiArg = {
  academicYearId: number;
  academicYearInput: AcademicYearInput;
};
export type DeleteAcademicYearApiResponse =
  /** status 200 Deleted. */ SuccessResponse;
export type DeleteAcademicYearApiArg = {
  academicYearId: number;
};
export type SetCurrentAcademicYearApiResponse =
  /** status 200 Saved. */ AcademicYearResponse;
export type SetCurrentAcademicYearApiArg = {
  academicYearId: number;
};
export type ListStaffUsersApiResponse =
  /** status 200 One page of staff users. */ StaffUserPageResponse;
export type ListStaffUsersApiArg = {
  /** Words that must all match (case-insensitive) somewhere in the row's text. */
  query?: string;
  page?: number;
  pageSize?: number;
  sortOrder?: "asc" | "desc";
  sortBy?: "lastName" | "username" | "roleName" | "email";
  roleName?: "Admin" | "Teacher";
  /** Only the teachers of this course. */
  courseId?: number;
};
export type CreateStaffUserApiResponse =
  /** status 201 Created. */ StaffUserResponse;
export type CreateStaffUserApiArg = {
  staffUserCreate: StaffUserCreate;
};
export type UpdateStaffUserApiResponse =
  /** status 200 Saved. */ StaffUserResponse;
export type UpdateStaffUserApiArg = {
  userId: number;
  staffUserUpdate: StaffUserUpdate;
};
export type AddTeacherCourseApiResponse =
  /** status 200 Linked. */ StaffUserResponse;
export type AddTeacherCourseApiArg = {
  userId: number;
  courseId: number;
};
export type RemoveTeacherCourseApiResponse =
  /** status 200 Unlinked. */ StaffUserResponse;
export type RemoveTeacherCourseApiArg = {
  userId: number;
  courseId: number;
};
export type ListOnlineUsersApiResponse =
  /** status 200 The online sessions, most recently seen first. */ OnlineUserListResponse;
export type ListOnlineUsersApiArg = void;
export type ReportPresenceApiResponse =
  /** status 200 Noted. */ SuccessResponse;
export type ReportPresenceApiArg = {
  presenceInput: PresenceInput;
};
export type ListStudentsApiResponse =
  /** status 200 One page of students. */ StudentPageResponse;
export type ListStudentsApiArg = {
  /** Words that must all match (case-insensitive) somewhere in the row's text. */
  query?: string;
  page?: number;
  pageSize?: number;
  sortOrder?: "asc" | "desc";
  sortBy?: "lastName" | "firstName" | "altId" | "email" | "classGroup";
  courseId?: number;
  academicYearId?: number;
  classGroup?: string;
};
export type CreateStudentApiResponse =
  /** status 201 Created. */ StudentResponse;
export type CreateStudentApiArg = {
  studentInput: StudentInput;
};
export type GetStudentApiResponse =
  /** status 200 The student. */ StudentDetailResponse;
export type GetStudentApiArg = {
  studentId: number;
};
export type UpdateStudentApiResponse = /** status 200 Saved. */ StudentResponse;
export type UpdateStudentApiArg = {
  studentId: number;
  studentInput: StudentInput;
};
export type ListEnrolmentsApiResponse =
  /** status 200 One page of enrolments. */ EnrolmentPageResponse;
export type ListEnrolmentsApiArg = {
  courseId?: number;
  academicYearId?: number;
  studentId?: number;
  classGroup?: string;
  /** Words that must all match (case-insensitive) somewhere in the row's text. */
  query?: string;
  page?: number;
  pageSize?: number;
  sortOrder?: "asc" | "desc";
  sortBy?: "lastName" | "altId" | "classGroup" | "course" | "academicYear";
};
export type CreateEnrolmentApiResponse =
  /** status 201 Enrolled. */ EnrolmentResponse;
export type CreateEnrolmentApiArg = {
  enrolmentCreate: EnrolmentCreate;
};
export type UpdateEnrolmentApiResponse =
  /** status 200 Saved. */ EnrolmentResponse;
export type UpdateEnrolmentApiArg = {
  enrolmentId: number;
  enrolmentUpdate: EnrolmentUpdate;
};
export type DeleteEnrolmentApiResponse =
  /** status 200 Unenrolled. */ SuccessResponse;
export type DeleteEnrolmentApiArg = {
  enrolmentId: number;
};
export type PreviewStudentImportApiResponse =
  /** status 200 The rows as they would be applied. */ StudentImportPreviewResponse;
export type PreviewStudentImportApiArg = {
  studentImportRequest: StudentImportRequest;
};
export type ApplyStudentImportApiResponse =
  /** status 200 Applied; what changed. */ StudentImportResultResponse;
export type ApplyStudentImportApiArg = {
  studentImportRequest: StudentImportRequest;
};
export type ListNodeTypesApiResponse =
  /** status 200 The node types, by name. */ NodeTypeListResponse;
export type ListNodeTypesApiArg = void;
export type CreateNodeTypeApiResponse =
  /** status 201 Created. */ NodeTypeResponse;
export type CreateNodeTypeApiArg = {
  nodeTypeInput: NodeTypeInput;
};
export type UpdateNodeTypeApiResponse =
  /** status 200 Saved. */ NodeTypeResponse;
export type UpdateNodeTypeApiArg = {
  nodeTypeId: number;
  nodeTypeInput: NodeTypeInput;
};
export type DeleteNodeTypeApiResponse =
  /** status 200 Deleted. */ SuccessResponse;
export type DeleteNodeTypeApiArg = {
  nodeTypeId: number;
};
export type ListCourseNodesApiResponse =
  /** status 200 Every node of the course with its parents; roots have none. */ NodeListResponse;
export type ListCourseNodesApiArg = {
  courseId: number;
};
export type CreateNodeApiResponse = /** status 201 Created. */ NodeResponse;
export type CreateNodeApiArg = {
  courseId: number;
  nodeCreate: NodeCreate;
};
export type UpdateNodeApiResponse = /** status 200 Saved. */ NodeResponse;
export type UpdateNodeApiArg = {
  nodeId: number;
  nodeUpdate: NodeUpdate;
};
export type DeleteNodeApiResponse = /** status 200 Deleted. */ SuccessResponse;
export type DeleteNodeApiArg = {
  nodeId: number;
};
export type LinkNodeParentApiResponse = /** status 200 Linked. */ NodeResponse;
export type LinkNodeParentApiArg = {
  nodeId: number;
  parentId: number;
};
export type UnlinkNodeParentApiResponse =
  /** status 200 Unlinked. */ NodeResponse;
export type UnlinkNodeParentApiArg = {
  nodeId: number;
  parentId: number;
};
export type ListGradingModelsApiResponse =
  /** status 200 The grading models, by name. */ GradingModelListResponse;
export type ListGradingModelsApiArg = void;
export type CreateGradingModelApiResponse =
  /** status 201 Created. */ GradingModelResponse;
export type CreateGradingModelApiArg = {
  gradingModelInput: GradingModelInput;
};
export type UpdateGradingModelApiResponse =
  /** status 200 Saved. */ GradingModelResponse;
export type UpdateGradingModelApiArg = {
  gradingModelId: number;
  gradingModelInput: GradingModelInput;
};
export type DeleteGradingModelApiResponse =
  /** status 200 Deleted. */ SuccessResponse;
export type DeleteGradingModelApiArg = {
  gradingModelId: number;
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
};
export type UserSettingsResponse = {
  success: true;
  data: UserSettings | null;
};
export type SuccessResponse = {
  success: true;
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
};
export type AcademicYearListResponse = {
  success: true;
  data: AcademicYear[];
};
export type AdminCourse = {
  id: number;
  courseName: string;
  courseAcronym: string;
  description: string | null;
  teacherCount: number;
  enrolmentCount: number;
  examCount: number;
  nodeCount: number;
};
export type AdminCourseListResponse = {
  success: true;
  data: AdminCourse[];
};
export type AdminCourseResponse = {
  success: true;
  data: AdminCourse;
};
export type CourseInput = {
  courseName: string;
  /** Letters, digits, - and _ (used in the public stalk URL). */
  courseAcronym: string;
  description: string | null;
};
export type AcademicYearResponse = {
  success: true;
  data: AcademicYear;
};
export type AcademicYearInput = {
  /** e.g. 2026/2027. */
  title: string;
  startDate: string;
  /** On or after startDate. */
  endDate: string;
};
export type Paging = {
  /** Rows matching the filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
};
export type Identity = {
  /** google or aai. */
  provider: string;
  issuer: string;
  subject: string;
};
export type StaffUser = {
  id: number;
  username: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: "Admin" | "Teacher";
  isActive: boolean;
  /** Whether the user can sign in with a local password. */
  hasPassword: boolean;
  identities: Identity[];
  /** The courses the user teaches. */
  courses: Course[];
  lastSeenAt: string | null;
};
export type StaffUserPageResponse = {
  success: true;
  data: Paging & {
    items: StaffUser[];
  };
};
export type StaffUserResponse = {
  success: true;
  data: StaffUser;
};
export type StaffUserCreate = {
  /** Needed for a local account. */
  username: string | null;
  firstName: string;
  lastName: string;
  /** Links the first OpenID Connect sign-in with this address to the account. */
  email: string | null;
  roleName: "Admin" | "Teacher";
  /** Makes it a local account (requires username). */
  password?: string;
};
export type StaffUserUpdate = {
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: "Admin" | "Teacher";
  isActive: boolean;
  /** Sets a new local password (requires a username). */
  password?: string;
};
export type OnlineUser = {
  sessionId: number;
  userId: number;
  fullName: string;
  username: string | null;
  roleName: string;
  courseId: number | null;
  courseAcronym: string | null;
  /** The SPA route the user's client last reported. */
  route: string | null;
  lastSeenAt: string;
  signedInAt: string;
  ip: string | null;
};
export type OnlineUserListResponse = {
  success: true;
  data: OnlineUser[];
};
export type PresenceInput = {
  route: string;
};
export type Student = {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  /** The student number (JMBAG); unique. */
  altId: string | null;
  /** A second identifier (e.g. an older student number). */
  altId2: string | null;
  /** The register's default class group; an enrolment may override it. */
  classGroup: string | null;
  imageUrl: string | null;
  /** Whether the student can sign in. */
  hasAccount: boolean;
};
export type StudentPageResponse = {
  success: true;
  data: Paging & {
    items: Student[];
  };
};
export type StudentResponse = {
  success: true;
  data: Student;
};
export type StudentInput = {
  firstName: string;
  lastName: string;
  email: string | null;
  altId: string | null;
  altId2: string | null;
  classGroup: string | null;
  imageUrl: string | null;
};
export type Enrolment = {
  id: number;
  studentId: number;
  firstName: string;
  lastName: string;
  altId: string | null;
  email: string | null;
  imageUrl: string | null;
  courseId: number;
  courseAcronym: string;
  courseName: string;
  academicYearId: number;
  academicYear: string;
  classGroup: string | null;
};
export type StudentDetailResponse = {
  success: true;
  data: {
    student: Student;
    /** Newest academic year first. */
    enrolments: Enrolment[];
  };
};
export type EnrolmentPageResponse = {
  success: true;
  data: Paging & {
    items: Enrolment[];
  };
};
export type EnrolmentResponse = {
  success: true;
  data: Enrolment;
};
export type EnrolmentCreate = {
  studentId: number;
  courseId: number;
  academicYearId: number;
  classGroup: string | null;
};
export type EnrolmentUpdate = {
  classGroup: string | null;
};
export type StudentImportSummary = {
  total: number;
  new: number;
  update: number;
  unchanged: number;
  invalid: number;
  enrolmentsNew: number;
  enrolmentsUpdate: number;
};
export type StudentImportRow = {
  /** Line number in the file (the header is line 1). */
  line: number;
  altId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  classGroup: string | null;
  status: "new" | "update" | "unchanged" | "invalid";
  /** What happens to the row's enrolment (none without a course and year). */
  enrolment: "new" | "update" | "unchanged" | "none";
  errors: string[];
};
export type StudentImportPreviewResponse = {
  success: true;
  data: {
    summary: StudentImportSummary;
    /** Every invalid row, then the others in file order up to 1000 rows in all. */
    rows: StudentImportRow[];
    /** Whether rows were left out of `rows` (never invalid ones). */
    truncated: boolean;
  };
};
export type StudentImportRequest = {
  /** The file's text (UTF-8), header row first. */
  csv: string;
  /** Enrol every row in this course (with academicYearId). */
  courseId?: number | null;
  academicYearId?: number | null;
  /** Apply the valid rows and skip the invalid ones (apply only). */
  skipInvalid?: boolean;
};
export type StudentImportResultResponse = {
  success: true;
  data: {
    summary: StudentImportSummary;
    /** Invalid rows left out (skipInvalid). */
    skipped: number;
  };
};
export type NodeType = {
  id: number;
  name: string;
  color: string;
  nodeCount: number;
};
export type NodeTypeListResponse = {
  success: true;
  data: NodeType[];
};
export type NodeTypeResponse = {
  success: true;
  data: NodeType;
};
export type NodeTypeInput = {
  name: string;
  color: string;
};
export type Node = {
  id: number;
  courseId: number;
  name: string;
  description: string | null;
  nodeTypeId: number;
  nodeTypeName: string;
  nodeTypeColor: string;
  parentIds: number[];
  /** Questions attached to this node itself. */
  questionCount: number;
  /** Distinct questions attached to this node or any of its descendants. */
  totalQuestionCount: number;
};
export type NodeListResponse = {
  success: true;
  data: Node[];
};
export type NodeResponse = {
  success: true;
  data: Node;
};
export type NodeCreate = {
  name: string;
  description: string | null;
  nodeTypeId: number;
  parentIds: number[];
};
export type NodeUpdate = {
  name: string;
  description: string | null;
  nodeTypeId: number;
};
export type GradingModelExam = {
  id: number;
  title: string;
  courseAcronym: string;
  academicYear: string;
};
export type GradingModel = {
  id: number;
  name: string;
  correctScore: number;
  incorrectScore: number;
  unansweredScore: number;
  /** Score percentage (0–100) at or above which a partially correct answer counts as correct in the
    correct/incorrect/partial counts; null = only a full score is correct.
     */
  threshold: number | null;
  /** Exams that use the model (a model in use cannot be deleted). */
  exams: GradingModelExam[];
};
export type GradingModelListResponse = {
  success: true;
  data: GradingModel[];
};
export type GradingModelResponse = {
  success: true;
  data: GradingModel;
};
export type GradingModelInput = {
  name: string;
  /** Greater than incorrectScore. */
  correctScore: number;
  incorrectScore: number;
  unansweredScore: number;
  threshold: number | null;
};
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
  useListAdminCoursesQuery,
  useLazyListAdminCoursesQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useCreateAcademicYearMutation,
  useUpdateAcademicYearMutation,
  useDeleteAcademicYearMutation,
  useSetCurrentAcademicYearMutation,
  useListStaffUsersQuery,
  useLazyListStaffUsersQuery,
  useCreateStaffUserMutation,
  useUpdateStaffUserMutation,
  useAddTeacherCourseMutation,
  useRemoveTeacherCourseMutation,
  useListOnlineUsersQuery,
  useLazyListOnlineUsersQuery,
  useReportPresenceMutation,
  useListStudentsQuery,
  useLazyListStudentsQuery,
  useCreateStudentMutation,
  useGetStudentQuery,
  useLazyGetStudentQuery,
  useUpdateStudentMutation,
  useListEnrolmentsQuery,
  useLazyListEnrolmentsQuery,
  useCreateEnrolmentMutation,
  useUpdateEnrolmentMutation,
  useDeleteEnrolmentMutation,
  usePreviewStudentImportMutation,
  useApplyStudentImportMutation,
  useListNodeTypesQuery,
  useLazyListNodeTypesQuery,
  useCreateNodeTypeMutation,
  useUpdateNodeTypeMutation,
  useDeleteNodeTypeMutation,
  useListCourseNodesQuery,
  useLazyListCourseNodesQuery,
  useCreateNodeMutation,
  useUpdateNodeMutation,
  useDeleteNodeMutation,
  useLinkNodeParentMutation,
  useUnlinkNodeParentMutation,
  useListGradingModelsQuery,
  useLazyListGradingModelsQuery,
  useCreateGradingModelMutation,
  useUpdateGradingModelMutation,
  useDeleteGradingModelMutation,
} = injectedRtkApi;
