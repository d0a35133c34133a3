import { generatedApi } from './generated/feature-endpoints';

// The feature pages' endpoints with the cache tags the app relies on (session-api.ts has the ones every page needs
// and says why only real data is tagged). The feature endpoints load with the first feature page that uses one.
export const examApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CurrentUser', 'UserSettings', 'Course', 'AcademicYear', 'ExamInstance', 'ExamEvents', 'MyTickets', 'ExamTickets', 'MyMessages', 'ExamMessages', 'ManualGradingSummary', 'ManualGradingAnswers', 'RubricItems'] as const,
  endpoints: {
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
    // Recorded in the instance's history, which its page shows.
    letStudentSignIn: { invalidatesTags: (_result, _error, arg) => [{ type: 'ExamInstance' as const, id: arg.examInstanceId }] },
    // During the exam (docs/live.md). The streams are read by src/core/live-channel.ts, never as queries; the live
    // channel's events invalidate these tags, and a page's report of focus and heartbeats invalidates nothing.
    streamMyInstance: { providesTags: [] },
    streamExam: { providesTags: [] },
    recordMyEvents: { invalidatesTags: [] },
    // A run against the public tests changes no data the app shows (its count comes back with it).
    runMyAnswer: { invalidatesTags: [] },
    listExamInstanceEvents: { providesTags: (_result, _error, arg) => [{ type: 'ExamEvents' as const, id: arg.examInstanceId }] },
    getAnswerHistory: { providesTags: (_result, _error, arg) => [{ type: 'ExamEvents' as const, id: arg.examInstanceId }] },
    listMyTickets: { providesTags: (_result, _error, arg) => [{ type: 'MyTickets' as const, id: arg.examInstanceId }] },
    raiseMyTicket: { invalidatesTags: (_result, _error, arg) => [{ type: 'MyTickets' as const, id: arg.examInstanceId }] },
    reopenMyTicket: { invalidatesTags: ['MyTickets'] },
    listExamTickets: { providesTags: ['ExamTickets'] },
    listCourseTickets: { providesTags: ['ExamTickets'] },
    // The student page's tickets and exams, and My activity: refetched after the changes they show.
    listStudentTickets: { providesTags: ['ExamTickets'] },
    listStudentExams: { providesTags: ['People', 'Exams'] },
    assignTicket: { invalidatesTags: ['ExamTickets'] },
    answerTicket: { invalidatesTags: ['ExamTickets'] },
    closeTicket: { invalidatesTags: ['ExamTickets'] },
    listExamMessages: { providesTags: ['ExamMessages'] },
    listMessageReceipts: { providesTags: ['ExamMessages'] },
    sendExamMessage: { invalidatesTags: ['ExamMessages'] },
    listMyMessages: { providesTags: (_result, _error, arg) => [{ type: 'MyMessages' as const, id: arg.examInstanceId }] },
    acknowledgeMyMessages: { invalidatesTags: (_result, _error, arg) => [{ type: 'MyMessages' as const, id: arg.examInstanceId }] },
    getStalk: { providesTags: [] },
    // Regrades: a dry run changes nothing (its preview is polled while code and SQL answers are graded); applying one
    // changes the exam's instances and its history.
    previewExamRegrade: { invalidatesTags: [] },
    getExamRegradePreview: { providesTags: [] },
    applyExamRegrade: { invalidatesTags: ['Exams', 'ExamInstance'] },
    // Manual grading (docs/grading.md): a save updates the answer in the page's cache itself (no refetch of every
    // answer after each save) and refreshes the progress; rubric changes re-score answers; Apply changes instances.
    listManualGradingQuestions: { providesTags: ['ManualGradingSummary', 'Exams'] },
    listManualGradingAnswers: { providesTags: ['ManualGradingAnswers', 'Exams'] },
    saveManualGrade: { invalidatesTags: ['ManualGradingSummary'] },
    listRubricItems: { providesTags: ['RubricItems'] },
    createRubricItem: { invalidatesTags: ['RubricItems'] },
    updateRubricItem: { invalidatesTags: ['RubricItems', 'ManualGradingAnswers', 'ManualGradingSummary'] },
    deleteRubricItem: { invalidatesTags: ['RubricItems', 'ManualGradingAnswers', 'ManualGradingSummary'] },
    previewManualGradesApply: { providesTags: ['ManualGradingSummary', 'Exams'] },
    applyManualGrades: { invalidatesTags: ['ManualGradingSummary', 'ManualGradingAnswers', 'Exams', 'ExamInstance'] },
    getGraderStatistics: { providesTags: ['ManualGradingSummary'] },
  },
});

// The feature pages' hooks (never import them from ./generated); the session's are in session-api.ts.
export const {
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
  useGetStudentAccommodationQuery,
  useSetStudentAccommodationMutation,
  useRemoveStudentAccommodationMutation,
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
  useListExamOverridesQuery,
  useCreateExamOverrideMutation,
  useUpdateExamOverrideMutation,
  useDeleteExamOverrideMutation,
  useLetStudentSignInMutation,
  // During the exam: event logs, tickets, messages, the stalk page.
  useListExamInstanceEventsQuery,
  useGetAnswerHistoryQuery,
  useListMyTicketsQuery,
  useRaiseMyTicketMutation,
  useReopenMyTicketMutation,
  useListExamTicketsQuery,
  useListCourseTicketsQuery,
  useAssignTicketMutation,
  useAnswerTicketMutation,
  useCloseTicketMutation,
  // The student page's exams and tickets; the home page's My activity.
  useListStudentExamsQuery,
  useListStudentTicketsQuery,
  useListExamMessagesQuery,
  useSendExamMessageMutation,
  useListMessageReceiptsQuery,
  useListMyMessagesQuery,
  useAcknowledgeMyMessagesMutation,
  useGetStalkQuery,
  useRunMyAnswerMutation,
  // Regrades.
  useListExamRegradeQuestionsQuery,
  usePreviewExamRegradeMutation,
  useGetExamRegradePreviewQuery,
  useListExamRegradesQuery,
  useApplyExamRegradeMutation,
  // Manual grading.
  useListManualGradingQuestionsQuery,
  useListManualGradingAnswersQuery,
  useSaveManualGradeMutation,
  useListRubricItemsQuery,
  useCreateRubricItemMutation,
  useUpdateRubricItemMutation,
  useDeleteRubricItemMutation,
  usePreviewManualGradesApplyQuery,
  useApplyManualGradesMutation,
  useGetGraderStatisticsQuery,
  // Analytics.
  useGetExamAnalyticsQuery,
  useGetQuestionAnalyticsQuery,
} = examApi;

export type * from './generated/exam-api';
