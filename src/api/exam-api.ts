import { generatedApi } from './generated/exam-api';

// The generated endpoints with the cache tags the app relies on. The generated client tags every endpoint with
// its OpenAPI tag, which would make e.g. the browser-navigation operations (OIDC start/callback, logout) "provide"
// auth data and every login refetch them; here only real data is tagged, by entity.
export const examApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser', 'UserSettings', 'Course', 'AcademicYear', 'ExamInstance'] as const,
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
    // The student's exam page fetches its instance itself and keeps it for offline use; an answer saved or a move
    // in a forward-only exam must not refetch the lists (a save goes out every half second while a student types).
    getMyInstance: { providesTags: [] },
    saveMyAnswers: { invalidatesTags: [] },
    setMyPosition: { invalidatesTags: [] },
    // A preview changes nothing, so no list needs refetching after it.
    previewStudentImport: { invalidatesTags: [] },
    // Administration of courses and years also changes the header's lists (listCourses / listAcademicYears).
    createCourse: { invalidatesTags: ['Courses', { type: 'Course', id: 'LIST' }] },
    updateCourse: { invalidatesTags: ['Courses', { type: 'Course', id: 'LIST' }] },
    deleteCourse: { invalidatesTags: ['Courses', { type: 'Course', id: 'LIST' }] },
    createAcademicYear: { invalidatesTags: ['Courses', { type: 'AcademicYear', id: 'LIST' }] },
    updateAcademicYear: { invalidatesTags: ['Courses', { type: 'AcademicYear', id: 'LIST' }] },
    deleteAcademicYear: { invalidatesTags: ['Courses', { type: 'AcademicYear', id: 'LIST' }] },
    setCurrentAcademicYear: { invalidatesTags: ['Courses', { type: 'AcademicYear', id: 'LIST' }] },
    // A teacher's courses change the course counts and that teacher's course list too.
    addTeacherCourse: { invalidatesTags: ['People', 'Courses', { type: 'Course', id: 'LIST' }] },
    removeTeacherCourse: { invalidatesTags: ['People', 'Courses', { type: 'Course', id: 'LIST' }] },
    // Reported on every navigation: it must not refetch every People list (students, staff, online users).
    reportPresence: { invalidatesTags: [] },
    // Reading a file to preview an import, or writing an export, changes no question: the lists stay cached.
    previewQuestionImport: { invalidatesTags: [] },
    exportQuestionsMoodleXml: { invalidatesTags: [] },
    // The editor's preview runs on every pause in typing and an image upload adds no question: neither may
    // refetch the question being edited or the lists.
    previewQuestionDraft: { invalidatesTags: [] },
    uploadAttachment: { invalidatesTags: [] },
    // Previewing and trying a saved question change nothing; a grading job's state is polled, never invalidated.
    previewQuestion: { invalidatesTags: [] },
    tryQuestion: { invalidatesTags: [] },
    getGradingJob: { providesTags: [] },
    // Checking an unsaved exam and drawing a sample change nothing: the editor's exam and the lists stay cached.
    validateExamDraft: { invalidatesTags: [] },
    previewExamSample: { invalidatesTags: [] },
    // One instance is tagged by its id, so that deleting it refetches the lists but not the page being left (a 404).
    getExamInstance: { providesTags: (_result, _error, arg) => [{ type: 'ExamInstance' as const, id: arg.examInstanceId }] },
    unsubmitExamInstance: { invalidatesTags: (_result, _error, arg) => ['Exams', { type: 'ExamInstance' as const, id: arg.examInstanceId }] },
    extendExamInstance: { invalidatesTags: (_result, _error, arg) => ['Exams', { type: 'ExamInstance' as const, id: arg.examInstanceId }] },
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
  // Exams: the student's pages.
  useListMyExamsQuery,
  useStartMyExamMutation,
  useSubmitMyInstanceMutation,
  useGetMyReviewQuery,
  // People: students, enrolments, CSV import.
  useListStudentsQuery,
  useLazyListStudentsQuery,
  useCreateStudentMutation,
  useGetStudentQuery,
  useUpdateStudentMutation,
  useListEnrolmentsQuery,
  useCreateEnrolmentMutation,
  useUpdateEnrolmentMutation,
  useDeleteEnrolmentMutation,
  usePreviewStudentImportMutation,
  useApplyStudentImportMutation,
  // Structure: node types and the course node graph.
  useListNodeTypesQuery,
  useListCourseNodesQuery,
  useCreateNodeMutation,
  useUpdateNodeMutation,
  useDeleteNodeMutation,
  useLinkNodeParentMutation,
  useUnlinkNodeParentMutation,
  // Administration: courses and years, staff users, presence, node types, grading models.
  useListAdminCoursesQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useCreateAcademicYearMutation,
  useUpdateAcademicYearMutation,
  useDeleteAcademicYearMutation,
  useSetCurrentAcademicYearMutation,
  useListStaffUsersQuery,
  useCreateStaffUserMutation,
  useUpdateStaffUserMutation,
  useAddTeacherCourseMutation,
  useRemoveTeacherCourseMutation,
  useListOnlineUsersQuery,
  useReportPresenceMutation,
  useCreateNodeTypeMutation,
  useUpdateNodeTypeMutation,
  useDeleteNodeTypeMutation,
  useListGradingModelsQuery,
  useCreateGradingModelMutation,
  useUpdateGradingModelMutation,
  useDeleteGradingModelMutation,
  // Question bank: browsing, search, versions, import and export.
  useListQuestionsQuery,
  useListQuestionTagsQuery,
  useSetQuestionActiveMutation,
  useCloneQuestionMutation,
  useListQuestionVersionsQuery,
  usePreviewQuestionImportMutation,
  useApplyQuestionImportMutation,
  useExportQuestionsMoodleXmlMutation,
  // Question editor.
  useGetQuestionQuery,
  useCreateQuestionMutation,
  useUpdateQuestionMutation,
  usePreviewQuestionDraftMutation,
  useUploadAttachmentMutation,
  useListCodeRunnersQuery,
  // Question test page.
  usePreviewQuestionMutation,
  useTryQuestionMutation,
  useGetGradingJobQuery,
  // Exams: the staff pages.
  useListExamsQuery,
  useCreateExamMutation,
  useValidateExamDraftMutation,
  useGetExamQuery,
  useUpdateExamMutation,
  useDeleteExamMutation,
  useSetExamArchivedMutation,
  useSetExamPublishedMutation,
  useCloneExamMutation,
  useLazyGetExamValidationQuery,
  usePreviewExamSampleMutation,
  useListExamGenerationRunsQuery,
  useStartExamGenerationMutation,
  useListExamInstancesQuery,
  useDeleteGeneratedInstancesMutation,
  useGetExamInstanceQuery,
  useDeleteExamInstanceMutation,
  useUnsubmitExamInstanceMutation,
  useExtendExamInstanceMutation,
} = examApi;

export type * from './generated/exam-api';
