import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "System",
  "Auth",
  "Lookups",
  "Settings",
  "Courses",
  "People",
  "Live",
  "Structure",
  "Questions",
  "Exams",
  "ManualGrading",
  "Exports",
  "Analytics",
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
      listStudentExams: build.query<
        ListStudentExamsApiResponse,
        ListStudentExamsApiArg
      >({
        query: (queryArg) => ({ url: `/students/${queryArg.studentId}/exams` }),
        providesTags: ["People"],
      }),
      listStudentTickets: build.query<
        ListStudentTicketsApiResponse,
        ListStudentTicketsApiArg
      >({
        query: (queryArg) => ({
          url: `/students/${queryArg.studentId}/tickets`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ["Live"],
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
      listQuestions: build.query<ListQuestionsApiResponse, ListQuestionsApiArg>(
        {
          query: (queryArg) => ({
            url: `/courses/${queryArg.courseId}/questions`,
            params: {
              query: queryArg.query,
              page: queryArg.page,
              pageSize: queryArg.pageSize,
              sortOrder: queryArg.sortOrder,
              sortBy: queryArg.sortBy,
              kind: queryArg.kind,
              nodeId: queryArg.nodeId,
              includeDescendants: queryArg.includeDescendants,
              tag: queryArg.tag,
              active: queryArg.active,
              authorId: queryArg.authorId,
              id: queryArg.id,
            },
          }),
          providesTags: ["Questions"],
        },
      ),
      createQuestion: build.mutation<
        CreateQuestionApiResponse,
        CreateQuestionApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/questions`,
          method: "POST",
          body: queryArg.questionInput,
          params: {
            referenceCheck: queryArg.referenceCheck,
          },
        }),
        invalidatesTags: ["Questions"],
      }),
      previewQuestionDraft: build.mutation<
        PreviewQuestionDraftApiResponse,
        PreviewQuestionDraftApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/questions/preview`,
          method: "POST",
          body: queryArg.questionDraftPreviewRequest,
        }),
        invalidatesTags: ["Questions"],
      }),
      listQuestionTags: build.query<
        ListQuestionTagsApiResponse,
        ListQuestionTagsApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/question-tags`,
        }),
        providesTags: ["Questions"],
      }),
      getQuestion: build.query<GetQuestionApiResponse, GetQuestionApiArg>({
        query: (queryArg) => ({ url: `/questions/${queryArg.questionId}` }),
        providesTags: ["Questions"],
      }),
      updateQuestion: build.mutation<
        UpdateQuestionApiResponse,
        UpdateQuestionApiArg
      >({
        query: (queryArg) => ({
          url: `/questions/${queryArg.questionId}`,
          method: "PUT",
          body: queryArg.questionInput,
          params: {
            mode: queryArg.mode,
            referenceCheck: queryArg.referenceCheck,
          },
        }),
        invalidatesTags: ["Questions"],
      }),
      setQuestionActive: build.mutation<
        SetQuestionActiveApiResponse,
        SetQuestionActiveApiArg
      >({
        query: (queryArg) => ({
          url: `/questions/${queryArg.questionId}/active`,
          method: "PUT",
          body: queryArg.questionActiveInput,
        }),
        invalidatesTags: ["Questions"],
      }),
      cloneQuestion: build.mutation<
        CloneQuestionApiResponse,
        CloneQuestionApiArg
      >({
        query: (queryArg) => ({
          url: `/questions/${queryArg.questionId}/clone`,
          method: "POST",
        }),
        invalidatesTags: ["Questions"],
      }),
      listQuestionVersions: build.query<
        ListQuestionVersionsApiResponse,
        ListQuestionVersionsApiArg
      >({
        query: (queryArg) => ({
          url: `/questions/${queryArg.questionId}/versions`,
        }),
        providesTags: ["Questions"],
      }),
      previewQuestion: build.mutation<
        PreviewQuestionApiResponse,
        PreviewQuestionApiArg
      >({
        query: (queryArg) => ({
          url: `/questions/${queryArg.questionId}/preview`,
          method: "POST",
          body: queryArg.questionPreviewRequest,
        }),
        invalidatesTags: ["Questions"],
      }),
      tryQuestion: build.mutation<TryQuestionApiResponse, TryQuestionApiArg>({
        query: (queryArg) => ({
          url: `/questions/${queryArg.questionId}/trials`,
          method: "POST",
          body: queryArg.trialRequest,
        }),
        invalidatesTags: ["Questions"],
      }),
      getGradingJob: build.query<GetGradingJobApiResponse, GetGradingJobApiArg>(
        {
          query: (queryArg) => ({
            url: `/grading-jobs/${queryArg.gradingJobId}`,
          }),
          providesTags: ["Questions"],
        },
      ),
      listCodeRunners: build.query<
        ListCodeRunnersApiResponse,
        ListCodeRunnersApiArg
      >({
        query: () => ({ url: `/code-runners` }),
        providesTags: ["Questions"],
      }),
      uploadAttachment: build.mutation<
        UploadAttachmentApiResponse,
        UploadAttachmentApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/attachments`,
          method: "POST",
          body: queryArg.body,
          params: {
            fileName: queryArg.fileName,
          },
        }),
        invalidatesTags: ["Questions"],
      }),
      getAttachment: build.query<GetAttachmentApiResponse, GetAttachmentApiArg>(
        {
          query: (queryArg) => ({
            url: `/attachments/${queryArg.attachmentId}`,
          }),
          providesTags: ["Questions"],
        },
      ),
      previewQuestionImport: build.mutation<
        PreviewQuestionImportApiResponse,
        PreviewQuestionImportApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/question-imports/preview`,
          method: "POST",
          body: queryArg.questionImportRequest,
        }),
        invalidatesTags: ["Questions"],
      }),
      applyQuestionImport: build.mutation<
        ApplyQuestionImportApiResponse,
        ApplyQuestionImportApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/question-imports/apply`,
          method: "POST",
          body: queryArg.questionImportRequest,
        }),
        invalidatesTags: ["Questions"],
      }),
      exportQuestionsMoodleXml: build.mutation<
        ExportQuestionsMoodleXmlApiResponse,
        ExportQuestionsMoodleXmlApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/question-exports/moodle-xml`,
          method: "POST",
          body: queryArg.questionExportRequest,
        }),
        invalidatesTags: ["Questions"],
      }),
      listExams: build.query<ListExamsApiResponse, ListExamsApiArg>({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/exams`,
          params: {
            academicYearId: queryArg.academicYearId,
            archived: queryArg.archived,
          },
        }),
        providesTags: ["Exams"],
      }),
      createExam: build.mutation<CreateExamApiResponse, CreateExamApiArg>({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/exams`,
          method: "POST",
          body: queryArg.examInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      validateExamDraft: build.mutation<
        ValidateExamDraftApiResponse,
        ValidateExamDraftApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/exam-validation`,
          method: "POST",
          body: queryArg.examInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      getExam: build.query<GetExamApiResponse, GetExamApiArg>({
        query: (queryArg) => ({ url: `/exams/${queryArg.examId}` }),
        providesTags: ["Exams"],
      }),
      updateExam: build.mutation<UpdateExamApiResponse, UpdateExamApiArg>({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}`,
          method: "PUT",
          body: queryArg.examInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      deleteExam: build.mutation<DeleteExamApiResponse, DeleteExamApiArg>({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Exams"],
      }),
      setExamArchived: build.mutation<
        SetExamArchivedApiResponse,
        SetExamArchivedApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/archived`,
          method: "PUT",
          body: queryArg.examArchivedInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      setExamPublished: build.mutation<
        SetExamPublishedApiResponse,
        SetExamPublishedApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/published`,
          method: "PUT",
          body: queryArg.examPublishedInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      cloneExam: build.mutation<CloneExamApiResponse, CloneExamApiArg>({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/clone`,
          method: "POST",
          body: queryArg.examCloneInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      getExamValidation: build.query<
        GetExamValidationApiResponse,
        GetExamValidationApiArg
      >({
        query: (queryArg) => ({ url: `/exams/${queryArg.examId}/validation` }),
        providesTags: ["Exams"],
      }),
      previewExamSample: build.mutation<
        PreviewExamSampleApiResponse,
        PreviewExamSampleApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/samples`,
          method: "POST",
          body: queryArg.examSampleRequest,
        }),
        invalidatesTags: ["Exams"],
      }),
      listExamGenerationRuns: build.query<
        ListExamGenerationRunsApiResponse,
        ListExamGenerationRunsApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/generation-runs`,
        }),
        providesTags: ["Exams"],
      }),
      startExamGeneration: build.mutation<
        StartExamGenerationApiResponse,
        StartExamGenerationApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/generation-runs`,
          method: "POST",
          body: queryArg.examGenerationRequest,
        }),
        invalidatesTags: ["Exams"],
      }),
      listExamInstances: build.query<
        ListExamInstancesApiResponse,
        ListExamInstancesApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/instances`,
          params: {
            state: queryArg.state,
            query: queryArg.query,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            sortOrder: queryArg.sortOrder,
            sortBy: queryArg.sortBy,
            classGroup: queryArg.classGroup,
          },
        }),
        providesTags: ["Exams"],
      }),
      deleteGeneratedInstances: build.mutation<
        DeleteGeneratedInstancesApiResponse,
        DeleteGeneratedInstancesApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/instances`,
          method: "DELETE",
        }),
        invalidatesTags: ["Exams"],
      }),
      getExamInstance: build.query<
        GetExamInstanceApiResponse,
        GetExamInstanceApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-instances/${queryArg.examInstanceId}`,
        }),
        providesTags: ["Exams"],
      }),
      deleteExamInstance: build.mutation<
        DeleteExamInstanceApiResponse,
        DeleteExamInstanceApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-instances/${queryArg.examInstanceId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Exams"],
      }),
      letStudentSignIn: build.mutation<
        LetStudentSignInApiResponse,
        LetStudentSignInApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-instances/${queryArg.examInstanceId}/let-in`,
          method: "POST",
        }),
        invalidatesTags: ["Exams"],
      }),
      unsubmitExamInstance: build.mutation<
        UnsubmitExamInstanceApiResponse,
        UnsubmitExamInstanceApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-instances/${queryArg.examInstanceId}/unsubmit`,
          method: "POST",
          body: queryArg.examUnsubmitInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      extendExamInstance: build.mutation<
        ExtendExamInstanceApiResponse,
        ExtendExamInstanceApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-instances/${queryArg.examInstanceId}/extension`,
          method: "POST",
          body: queryArg.examExtensionInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      getStudentAccommodation: build.query<
        GetStudentAccommodationApiResponse,
        GetStudentAccommodationApiArg
      >({
        query: (queryArg) => ({
          url: `/students/${queryArg.studentId}/accommodation`,
        }),
        providesTags: ["People"],
      }),
      setStudentAccommodation: build.mutation<
        SetStudentAccommodationApiResponse,
        SetStudentAccommodationApiArg
      >({
        query: (queryArg) => ({
          url: `/students/${queryArg.studentId}/accommodation`,
          method: "PUT",
          body: queryArg.studentAccommodationInput,
        }),
        invalidatesTags: ["People"],
      }),
      removeStudentAccommodation: build.mutation<
        RemoveStudentAccommodationApiResponse,
        RemoveStudentAccommodationApiArg
      >({
        query: (queryArg) => ({
          url: `/students/${queryArg.studentId}/accommodation`,
          method: "DELETE",
        }),
        invalidatesTags: ["People"],
      }),
      listExamOverrides: build.query<
        ListExamOverridesApiResponse,
        ListExamOverridesApiArg
      >({
        query: (queryArg) => ({ url: `/exams/${queryArg.examId}/overrides` }),
        providesTags: ["Exams"],
      }),
      createExamOverride: build.mutation<
        CreateExamOverrideApiResponse,
        CreateExamOverrideApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/overrides`,
          method: "POST",
          body: queryArg.examOverrideInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      updateExamOverride: build.mutation<
        UpdateExamOverrideApiResponse,
        UpdateExamOverrideApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-overrides/${queryArg.examOverrideId}`,
          method: "PUT",
          body: queryArg.examOverrideInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      deleteExamOverride: build.mutation<
        DeleteExamOverrideApiResponse,
        DeleteExamOverrideApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-overrides/${queryArg.examOverrideId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Exams"],
      }),
      getExamSebConfig: build.query<
        GetExamSebConfigApiResponse,
        GetExamSebConfigApiArg
      >({
        query: (queryArg) => ({ url: `/exams/${queryArg.examId}/seb-config` }),
        providesTags: ["Exams"],
      }),
      getMySebConfig: build.query<
        GetMySebConfigApiResponse,
        GetMySebConfigApiArg
      >({
        query: (queryArg) => ({
          url: `/my/exams/${queryArg.examId}/seb-config`,
        }),
        providesTags: ["Exams"],
      }),
      listMyExams: build.query<ListMyExamsApiResponse, ListMyExamsApiArg>({
        query: () => ({ url: `/my/exams` }),
        providesTags: ["Exams"],
      }),
      startMyExam: build.mutation<StartMyExamApiResponse, StartMyExamApiArg>({
        query: (queryArg) => ({
          url: `/my/exams/${queryArg.examId}/start`,
          method: "POST",
          body: queryArg.startExamRequest,
        }),
        invalidatesTags: ["Exams"],
      }),
      getMyInstance: build.query<GetMyInstanceApiResponse, GetMyInstanceApiArg>(
        {
          query: (queryArg) => ({
            url: `/my/instances/${queryArg.examInstanceId}`,
          }),
          providesTags: ["Exams"],
        },
      ),
      saveMyAnswers: build.mutation<
        SaveMyAnswersApiResponse,
        SaveMyAnswersApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/answers`,
          method: "POST",
          body: queryArg.saveAnswersRequest,
        }),
        invalidatesTags: ["Exams"],
      }),
      setMyPosition: build.mutation<
        SetMyPositionApiResponse,
        SetMyPositionApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/position`,
          method: "PUT",
          body: queryArg.positionRequest,
        }),
        invalidatesTags: ["Exams"],
      }),
      submitMyInstance: build.mutation<
        SubmitMyInstanceApiResponse,
        SubmitMyInstanceApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/submit`,
          method: "POST",
        }),
        invalidatesTags: ["Exams"],
      }),
      runMyAnswer: build.mutation<RunMyAnswerApiResponse, RunMyAnswerApiArg>({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/questions/${queryArg.ordinal}/runs`,
          method: "POST",
          body: queryArg.myRunRequest,
        }),
        invalidatesTags: ["Exams"],
      }),
      getMyReview: build.query<GetMyReviewApiResponse, GetMyReviewApiArg>({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/review`,
        }),
        providesTags: ["Exams"],
      }),
      streamMyInstance: build.query<
        StreamMyInstanceApiResponse,
        StreamMyInstanceApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/live`,
          params: {
            after: queryArg.after,
          },
        }),
        providesTags: ["Live"],
      }),
      streamExam: build.query<StreamExamApiResponse, StreamExamApiArg>({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/live`,
          params: {
            after: queryArg.after,
          },
        }),
        providesTags: ["Live"],
      }),
      recordMyEvents: build.mutation<
        RecordMyEventsApiResponse,
        RecordMyEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/events`,
          method: "POST",
          body: queryArg.myEventsInput,
        }),
        invalidatesTags: ["Live"],
      }),
      listExamInstanceEvents: build.query<
        ListExamInstanceEventsApiResponse,
        ListExamInstanceEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-instances/${queryArg.examInstanceId}/events`,
          params: {
            from: queryArg["from"],
            limit: queryArg.limit,
            kinds: queryArg.kinds,
          },
        }),
        providesTags: ["Live"],
      }),
      getAnswerHistory: build.query<
        GetAnswerHistoryApiResponse,
        GetAnswerHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-instances/${queryArg.examInstanceId}/questions/${queryArg.ordinal}/history`,
        }),
        providesTags: ["Live"],
      }),
      listMyTickets: build.query<ListMyTicketsApiResponse, ListMyTicketsApiArg>(
        {
          query: (queryArg) => ({
            url: `/my/instances/${queryArg.examInstanceId}/tickets`,
          }),
          providesTags: ["Live"],
        },
      ),
      raiseMyTicket: build.mutation<
        RaiseMyTicketApiResponse,
        RaiseMyTicketApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/tickets`,
          method: "POST",
          body: queryArg.ticketTextInput,
        }),
        invalidatesTags: ["Live"],
      }),
      reopenMyTicket: build.mutation<
        ReopenMyTicketApiResponse,
        ReopenMyTicketApiArg
      >({
        query: (queryArg) => ({
          url: `/my/tickets/${queryArg.ticketId}/reopen`,
          method: "POST",
          body: queryArg.ticketReopenInput,
        }),
        invalidatesTags: ["Live"],
      }),
      listExamTickets: build.query<
        ListExamTicketsApiResponse,
        ListExamTicketsApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/tickets`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ["Live"],
      }),
      listExamRegradeQuestions: build.query<
        ListExamRegradeQuestionsApiResponse,
        ListExamRegradeQuestionsApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/regrade-questions`,
        }),
        providesTags: ["Exams"],
      }),
      previewExamRegrade: build.mutation<
        PreviewExamRegradeApiResponse,
        PreviewExamRegradeApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/regrade-previews`,
          method: "POST",
          body: queryArg.regradeOptions,
        }),
        invalidatesTags: ["Exams"],
      }),
      getExamRegradePreview: build.query<
        GetExamRegradePreviewApiResponse,
        GetExamRegradePreviewApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/regrade-previews/${queryArg.previewId}`,
        }),
        providesTags: ["Exams"],
      }),
      listExamRegrades: build.query<
        ListExamRegradesApiResponse,
        ListExamRegradesApiArg
      >({
        query: (queryArg) => ({ url: `/exams/${queryArg.examId}/regrades` }),
        providesTags: ["Exams"],
      }),
      applyExamRegrade: build.mutation<
        ApplyExamRegradeApiResponse,
        ApplyExamRegradeApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/regrades`,
          method: "POST",
          body: queryArg.regradeApplyInput,
        }),
        invalidatesTags: ["Exams"],
      }),
      listManualGradingQuestions: build.query<
        ListManualGradingQuestionsApiResponse,
        ListManualGradingQuestionsApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/questions`,
        }),
        providesTags: ["ManualGrading"],
      }),
      listManualGradingAnswers: build.query<
        ListManualGradingAnswersApiResponse,
        ListManualGradingAnswersApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/answers`,
          params: {
            questionRootId: queryArg.questionRootId,
            instanceId: queryArg.instanceId,
            ungraded: queryArg.ungraded,
            minScore: queryArg.minScore,
            maxScore: queryArg.maxScore,
            classGroup: queryArg.classGroup,
            lastNameFrom: queryArg.lastNameFrom,
            lastNameTo: queryArg.lastNameTo,
          },
        }),
        providesTags: ["ManualGrading"],
      }),
      saveManualGrade: build.mutation<
        SaveManualGradeApiResponse,
        SaveManualGradeApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/grades/${queryArg.examInstanceId}/${queryArg.ordinal}`,
          method: "PUT",
          body: queryArg.manualGradeInput,
        }),
        invalidatesTags: ["ManualGrading"],
      }),
      listRubricItems: build.query<
        ListRubricItemsApiResponse,
        ListRubricItemsApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/rubric`,
          params: {
            questionRootId: queryArg.questionRootId,
          },
        }),
        providesTags: ["ManualGrading"],
      }),
      createRubricItem: build.mutation<
        CreateRubricItemApiResponse,
        CreateRubricItemApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/rubric`,
          method: "POST",
          body: queryArg.rubricItemCreate,
        }),
        invalidatesTags: ["ManualGrading"],
      }),
      updateRubricItem: build.mutation<
        UpdateRubricItemApiResponse,
        UpdateRubricItemApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/rubric/${queryArg.rubricItemId}`,
          method: "PATCH",
          body: queryArg.rubricItemUpdate,
        }),
        invalidatesTags: ["ManualGrading"],
      }),
      deleteRubricItem: build.mutation<
        DeleteRubricItemApiResponse,
        DeleteRubricItemApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/rubric/${queryArg.rubricItemId}`,
          method: "DELETE",
        }),
        invalidatesTags: ["ManualGrading"],
      }),
      previewManualGradesApply: build.query<
        PreviewManualGradesApplyApiResponse,
        PreviewManualGradesApplyApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/apply-preview`,
        }),
        providesTags: ["ManualGrading"],
      }),
      applyManualGrades: build.mutation<
        ApplyManualGradesApiResponse,
        ApplyManualGradesApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/apply`,
          method: "POST",
        }),
        invalidatesTags: ["ManualGrading"],
      }),
      getGraderStatistics: build.query<
        GetGraderStatisticsApiResponse,
        GetGraderStatisticsApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/manual-grading/statistics`,
        }),
        providesTags: ["ManualGrading"],
      }),
      listCourseTickets: build.query<
        ListCourseTicketsApiResponse,
        ListCourseTicketsApiArg
      >({
        query: (queryArg) => ({
          url: `/courses/${queryArg.courseId}/tickets`,
          params: {
            status: queryArg.status,
            mine: queryArg.mine,
          },
        }),
        providesTags: ["Live"],
      }),
      assignTicket: build.mutation<AssignTicketApiResponse, AssignTicketApiArg>(
        {
          query: (queryArg) => ({
            url: `/tickets/${queryArg.ticketId}/assignment`,
            method: "POST",
          }),
          invalidatesTags: ["Live"],
        },
      ),
      answerTicket: build.mutation<AnswerTicketApiResponse, AnswerTicketApiArg>(
        {
          query: (queryArg) => ({
            url: `/tickets/${queryArg.ticketId}/answers`,
            method: "POST",
            body: queryArg.ticketAnswerInput,
          }),
          invalidatesTags: ["Live"],
        },
      ),
      closeTicket: build.mutation<CloseTicketApiResponse, CloseTicketApiArg>({
        query: (queryArg) => ({
          url: `/tickets/${queryArg.ticketId}/close`,
          method: "POST",
        }),
        invalidatesTags: ["Live"],
      }),
      listExamMessages: build.query<
        ListExamMessagesApiResponse,
        ListExamMessagesApiArg
      >({
        query: (queryArg) => ({ url: `/exams/${queryArg.examId}/messages` }),
        providesTags: ["Live"],
      }),
      sendExamMessage: build.mutation<
        SendExamMessageApiResponse,
        SendExamMessageApiArg
      >({
        query: (queryArg) => ({
          url: `/exams/${queryArg.examId}/messages`,
          method: "POST",
          body: queryArg.examMessageInput,
        }),
        invalidatesTags: ["Live"],
      }),
      listMessageReceipts: build.query<
        ListMessageReceiptsApiResponse,
        ListMessageReceiptsApiArg
      >({
        query: (queryArg) => ({
          url: `/exam-messages/${queryArg.messageId}/receipts`,
        }),
        providesTags: ["Live"],
      }),
      listMyMessages: build.query<
        ListMyMessagesApiResponse,
        ListMyMessagesApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/messages`,
        }),
        providesTags: ["Live"],
      }),
      acknowledgeMyMessages: build.mutation<
        AcknowledgeMyMessagesApiResponse,
        AcknowledgeMyMessagesApiArg
      >({
        query: (queryArg) => ({
          url: `/my/instances/${queryArg.examInstanceId}/messages/receipts`,
          method: "POST",
          body: queryArg.messageReceiptsInput,
        }),
        invalidatesTags: ["Live"],
      }),
      getStalk: build.query<GetStalkApiResponse, GetStalkApiArg>({
        query: (queryArg) => ({
          url: `/stalk/${queryArg.courseAcronym}/${queryArg.examAbbreviation}`,
        }),
        providesTags: ["Live"],
      }),
      exportResults: build.query<ExportResultsApiResponse, ExportResultsApiArg>(
        {
          query: (queryArg) => ({
            url: `/exports/results`,
            params: {
              examIds: queryArg.examIds,
              format: queryArg.format,
              perQuestion: queryArg.perQuestion,
              instances: queryArg.instances,
              language: queryArg.language,
              timeZone: queryArg.timeZone,
            },
          }),
          providesTags: ["Exports"],
        },
      ),
      getExamAnalytics: build.query<
        GetExamAnalyticsApiResponse,
        GetExamAnalyticsApiArg
      >({
        query: (queryArg) => ({ url: `/exams/${queryArg.examId}/analytics` }),
        providesTags: ["Analytics"],
      }),
      getQuestionAnalytics: build.query<
        GetQuestionAnalyticsApiResponse,
        GetQuestionAnalyticsApiArg
      >({
        query: (queryArg) => ({
          url: `/questions/${queryArg.questionId}/analytics`,
        }),
        providesTags: ["Analytics"],
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
export type ListStudentExamsApiResponse =
  /** status 200 The student's exams. */ StudentExamListResponse;
export type ListStudentExamsApiArg = {
  studentId: number;
};
export type ListStudentTicketsApiResponse =
  /** status 200 The tickets. */ ExamTicketListResponse;
export type ListStudentTicketsApiArg = {
  studentId: number;
  /** Only tickets in this state: `active` (open or reopened), `closed`; absent for all. */
  status?: "active" | "closed";
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
export type ListQuestionsApiResponse =
  /** status 200 One page of questions. */ QuestionPageResponse;
export type ListQuestionsApiArg = {
  courseId: number;
  /** Words that must all match (case-insensitive) somewhere in the row's text. */
  query?: string;
  page?: number;
  pageSize?: number;
  sortOrder?: "asc" | "desc";
  sortBy?: "updatedAt" | "title" | "kind" | "id" | "relevance";
  kind?: QuestionKind[];
  nodeId?: number;
  includeDescendants?: boolean;
  tag?: string[];
  active?: "active" | "inactive" | "all";
  authorId?: number;
  /** Only these questions (e.g. the ones an import has just created). */
  id?: number[];
};
export type CreateQuestionApiResponse =
  /** status 201 Created. */ QuestionResponse;
export type CreateQuestionApiArg = {
  courseId: number;
  /** `run`: before a code or SQL question (or a complex one with code or SQL parts) is saved, its reference
    solution runs in the sandboxes against the question's own tests (code: every test must pass) or data sets
    (SQL: the fixtures and the reference query must run), within the question's limits (a code test's
    `timeLimitMs`, an SQL query's 5 s), on the variant of seed 0 when templated. When it fails the save is
    refused with 422 `REFERENCE_FAILS`, whose `details` name each failing test, data set or the solution itself
    (`body/content/tests/1`, `body/content/hiddenFixture`, `body/content/subquestions/0/content/referenceSolution`
    …) with what went wrong. `skip`: nothing is run and a code or SQL question is saved inactive, whatever
    `isActive` says (setQuestionActive runs the check before it makes it active). Other kinds have nothing to
    run and are saved as given either way.
     */
  referenceCheck?: "run" | "skip";
  questionInput: QuestionInput;
};
export type PreviewQuestionDraftApiResponse =
  /** status 200 The student's view of the draft. */ QuestionViewResponse;
export type PreviewQuestionDraftApiArg = {
  courseId: number;
  questionDraftPreviewRequest: QuestionDraftPreviewRequest;
};
export type ListQuestionTagsApiResponse =
  /** status 200 Tags, most used first. */ QuestionTagListResponse;
export type ListQuestionTagsApiArg = {
  courseId: number;
};
export type GetQuestionApiResponse =
  /** status 200 The question. */ QuestionResponse;
export type GetQuestionApiArg = {
  questionId: number;
};
export type UpdateQuestionApiResponse =
  /** status 200 The saved version. */ QuestionResponse;
export type UpdateQuestionApiArg = {
  questionId: number;
  mode: "in-place" | "new-version";
  /** `run`: before a code or SQL question (or a complex one with code or SQL parts) is saved, its reference
    solution runs in the sandboxes against the question's own tests (code: every test must pass) or data sets
    (SQL: the fixtures and the reference query must run), within the question's limits (a code test's
    `timeLimitMs`, an SQL query's 5 s), on the variant of seed 0 when templated. When it fails the save is
    refused with 422 `REFERENCE_FAILS`, whose `details` name each failing test, data set or the solution itself
    (`body/content/tests/1`, `body/content/hiddenFixture`, `body/content/subquestions/0/content/referenceSolution`
    …) with what went wrong. `skip`: nothing is run and a code or SQL question is saved inactive, whatever
    `isActive` says (setQuestionActive runs the check before it makes it active). Other kinds have nothing to
    run and are saved as given either way.
     */
  referenceCheck?: "run" | "skip";
  questionInput: QuestionInput;
};
export type SetQuestionActiveApiResponse =
  /** status 200 The question. */ QuestionResponse;
export type SetQuestionActiveApiArg = {
  questionId: number;
  questionActiveInput: QuestionActiveInput;
};
export type CloneQuestionApiResponse =
  /** status 201 The copy. */ QuestionResponse;
export type CloneQuestionApiArg = {
  questionId: number;
};
export type ListQuestionVersionsApiResponse =
  /** status 200 The versions. */ QuestionVersionListResponse;
export type ListQuestionVersionsApiArg = {
  questionId: number;
};
export type PreviewQuestionApiResponse =
  /** status 200 The student's view. */ QuestionViewResponse;
export type PreviewQuestionApiArg = {
  questionId: number;
  questionPreviewRequest: QuestionPreviewRequest;
};
export type TryQuestionApiResponse =
  /** status 200 Graded, or queued for a worker. */ GradingJobResponse;
export type TryQuestionApiArg = {
  questionId: number;
  trialRequest: TrialRequest;
};
export type GetGradingJobApiResponse =
  /** status 200 The job. */ GradingJobResponse;
export type GetGradingJobApiArg = {
  gradingJobId: number;
};
export type ListCodeRunnersApiResponse =
  /** status 200 One entry per language. */ CodeRunnerListResponse;
export type ListCodeRunnersApiArg = void;
export type UploadAttachmentApiResponse =
  /** status 201 Stored (an identical file of the course is reused). */ AttachmentResponse;
export type UploadAttachmentApiArg = {
  courseId: number;
  fileName: string;
  body: Blob;
};
export type GetAttachmentApiResponse = /** status 200 The image. */ Blob;
export type GetAttachmentApiArg = {
  attachmentId: number;
};
export type PreviewQuestionImportApiResponse =
  /** status 200 The preview; nothing is stored. */ QuestionImportPreviewResponse;
export type PreviewQuestionImportApiArg = {
  courseId: number;
  questionImportRequest: QuestionImportRequest;
};
export type ApplyQuestionImportApiResponse =
  /** status 200 What was created and what was skipped. */ QuestionImportResultResponse;
export type ApplyQuestionImportApiArg = {
  courseId: number;
  questionImportRequest: QuestionImportRequest;
};
export type ExportQuestionsMoodleXmlApiResponse =
  /** status 200 The file's text and what was left out. */ QuestionExportResponse;
export type ExportQuestionsMoodleXmlApiArg = {
  courseId: number;
  questionExportRequest: QuestionExportRequest;
};
export type ListExamsApiResponse =
  /** status 200 The exams. */ ExamListResponse;
export type ListExamsApiArg = {
  courseId: number;
  academicYearId: number;
  /** Include archived exams. */
  archived?: boolean;
};
export type CreateExamApiResponse = /** status 201 Created. */ ExamResponse;
export type CreateExamApiArg = {
  courseId: number;
  examInput: ExamInput;
};
export type ValidateExamDraftApiResponse =
  /** status 200 The problems found. */ ExamValidationResponse;
export type ValidateExamDraftApiArg = {
  courseId: number;
  examInput: ExamInput;
};
export type GetExamApiResponse = /** status 200 The exam. */ ExamResponse;
export type GetExamApiArg = {
  examId: number;
};
export type UpdateExamApiResponse = /** status 200 Saved. */ ExamResponse;
export type UpdateExamApiArg = {
  examId: number;
  examInput: ExamInput;
};
export type DeleteExamApiResponse = /** status 200 Deleted. */ SuccessResponse;
export type DeleteExamApiArg = {
  examId: number;
};
export type SetExamArchivedApiResponse = /** status 200 Saved. */ ExamResponse;
export type SetExamArchivedApiArg = {
  examId: number;
  examArchivedInput: ExamArchivedInput;
};
export type SetExamPublishedApiResponse = /** status 200 Saved. */ ExamResponse;
export type SetExamPublishedApiArg = {
  examId: number;
  examPublishedInput: ExamPublishedInput;
};
export type CloneExamApiResponse = /** status 201 Created. */ ExamResponse;
export type CloneExamApiArg = {
  examId: number;
  examCloneInput: ExamCloneInput;
};
export type GetExamValidationApiResponse =
  /** status 200 The problems found. */ ExamValidationResponse;
export type GetExamValidationApiArg = {
  examId: number;
};
export type PreviewExamSampleApiResponse =
  /** status 200 The sample. */ ExamSampleResponse;
export type PreviewExamSampleApiArg = {
  examId: number;
  examSampleRequest: ExamSampleRequest;
};
export type ListExamGenerationRunsApiResponse =
  /** status 200 The runs. */ ExamGenerationRunListResponse;
export type ListExamGenerationRunsApiArg = {
  examId: number;
};
export type StartExamGenerationApiResponse =
  /** status 202 Started. */ ExamGenerationRunResponse;
export type StartExamGenerationApiArg = {
  examId: number;
  examGenerationRequest: ExamGenerationRequest;
};
export type ListExamInstancesApiResponse =
  /** status 200 One page. */ ExamInstancePageResponse;
export type ListExamInstancesApiArg = {
  examId: number;
  state?:
    "all" | "generated" | "not-started" | "started" | "ongoing" | "submitted";
  /** Words that must all match (case-insensitive) somewhere in the row's text. */
  query?: string;
  page?: number;
  pageSize?: number;
  sortOrder?: "asc" | "desc";
  sortBy?:
    "name" | "altId" | "classGroup" | "startedAt" | "submittedAt" | "score";
  classGroup?: string;
};
export type DeleteGeneratedInstancesApiResponse =
  /** status 200 The number deleted. */ DeletedCountResponse;
export type DeleteGeneratedInstancesApiArg = {
  examId: number;
};
export type GetExamInstanceApiResponse =
  /** status 200 The instance. */ ExamInstanceDetailResponse;
export type GetExamInstanceApiArg = {
  examInstanceId: number;
};
export type DeleteExamInstanceApiResponse =
  /** status 200 Deleted. */ SuccessResponse;
export type DeleteExamInstanceApiArg = {
  examInstanceId: number;
};
export type LetStudentSignInApiResponse =
  /** status 200 The student may sign in. */ SuccessResponse;
export type LetStudentSignInApiArg = {
  examInstanceId: number;
};
export type UnsubmitExamInstanceApiResponse =
  /** status 200 The instance. */ ExamInstanceDetailResponse;
export type UnsubmitExamInstanceApiArg = {
  examInstanceId: number;
  examUnsubmitInput: ExamUnsubmitInput;
};
export type ExtendExamInstanceApiResponse =
  /** status 200 The instance. */ ExamInstanceDetailResponse;
export type ExtendExamInstanceApiArg = {
  examInstanceId: number;
  examExtensionInput: ExamExtensionInput;
};
export type GetStudentAccommodationApiResponse =
  /** status 200 The accommodation and every change of it, newest first. */ StudentAccommodationResponse;
export type GetStudentAccommodationApiArg = {
  studentId: number;
};
export type SetStudentAccommodationApiResponse =
  /** status 200 The accommodation and its history. */ StudentAccommodationResponse;
export type SetStudentAccommodationApiArg = {
  studentId: number;
  studentAccommodationInput: StudentAccommodationInput;
};
export type RemoveStudentAccommodationApiResponse =
  /** status 200 The (now empty) accommodation and its history. */ StudentAccommodationResponse;
export type RemoveStudentAccommodationApiArg = {
  studentId: number;
};
export type ListExamOverridesApiResponse =
  /** status 200 The overrides, students' first. */ ExamOverrideListResponse;
export type ListExamOverridesApiArg = {
  examId: number;
};
export type CreateExamOverrideApiResponse =
  /** status 201 The override. */ ExamOverrideResponse;
export type CreateExamOverrideApiArg = {
  examId: number;
  examOverrideInput: ExamOverrideInput;
};
export type UpdateExamOverrideApiResponse =
  /** status 200 The override. */ ExamOverrideResponse;
export type UpdateExamOverrideApiArg = {
  examOverrideId: number;
  examOverrideInput: ExamOverrideInput;
};
export type DeleteExamOverrideApiResponse =
  /** status 200 Deleted. */ SuccessResponse;
export type DeleteExamOverrideApiArg = {
  examOverrideId: number;
};
export type GetExamSebConfigApiResponse =
  /** status 200 The file; its name in Content-Disposition. */ Blob;
export type GetExamSebConfigApiArg = {
  examId: number;
};
export type GetMySebConfigApiResponse =
  /** status 200 The file; its name in Content-Disposition. */ Blob;
export type GetMySebConfigApiArg = {
  examId: number;
};
export type ListMyExamsApiResponse =
  /** status 200 The exams. */ MyExamsResponse;
export type ListMyExamsApiArg = void;
export type StartMyExamApiResponse =
  /** status 200 The instance, started. */ StartExamResponse;
export type StartMyExamApiArg = {
  examId: number;
  startExamRequest: StartExamRequest;
};
export type GetMyInstanceApiResponse =
  /** status 200 The instance. */ MyInstanceResponse;
export type GetMyInstanceApiArg = {
  examInstanceId: number;
};
export type SaveMyAnswersApiResponse =
  /** status 200 The acknowledgements. */ SaveAnswersResponse;
export type SaveMyAnswersApiArg = {
  examInstanceId: number;
  saveAnswersRequest: SaveAnswersRequest;
};
export type SetMyPositionApiResponse =
  /** status 200 The position held. */ PositionResponse;
export type SetMyPositionApiArg = {
  examInstanceId: number;
  positionRequest: PositionRequest;
};
export type SubmitMyInstanceApiResponse =
  /** status 200 The result so far. */ MyResultResponse;
export type SubmitMyInstanceApiArg = {
  examInstanceId: number;
};
export type RunMyAnswerApiResponse =
  /** status 200 The run's results. */ MyRunResponse;
export type RunMyAnswerApiArg = {
  examInstanceId: number;
  ordinal: number;
  myRunRequest: MyRunRequest;
};
export type GetMyReviewApiResponse =
  /** status 200 The review. */ MyReviewResponse;
export type GetMyReviewApiArg = {
  examInstanceId: number;
};
export type StreamMyInstanceApiResponse =
  /** status 200 The stream of LiveEvent. */ LiveEvent;
export type StreamMyInstanceApiArg = {
  examInstanceId: number;
  /** The number of the last event the client has; 0 or absent for none (only new events then). */
  after?: number;
};
export type StreamExamApiResponse =
  /** status 200 The stream of LiveEvent. */ LiveEvent;
export type StreamExamApiArg = {
  examId: number;
  /** The number of the last event the client has; 0 or absent for none (only new events then). */
  after?: number;
};
export type RecordMyEventsApiResponse =
  /** status 200 How many events were logged. */ MyEventsResponse;
export type RecordMyEventsApiArg = {
  examInstanceId: number;
  myEventsInput: MyEventsInput;
};
export type ListExamInstanceEventsApiResponse =
  /** status 200 The events. */ ExamEventListResponse;
export type ListExamInstanceEventsApiArg = {
  examInstanceId: number;
  from?: string;
  limit?: number;
  kinds?: ExamEventKind[];
};
export type GetAnswerHistoryApiResponse =
  /** status 200 The answers. */ AnswerHistoryResponse;
export type GetAnswerHistoryApiArg = {
  examInstanceId: number;
  ordinal: number;
};
export type ListMyTicketsApiResponse =
  /** status 200 The tickets, newest first. */ MyTicketListResponse;
export type ListMyTicketsApiArg = {
  examInstanceId: number;
};
export type RaiseMyTicketApiResponse =
  /** status 201 The ticket. */ MyTicketResponse;
export type RaiseMyTicketApiArg = {
  examInstanceId: number;
  ticketTextInput: TicketTextInput;
};
export type ReopenMyTicketApiResponse =
  /** status 200 The ticket. */ MyTicketResponse;
export type ReopenMyTicketApiArg = {
  ticketId: number;
  ticketReopenInput: TicketReopenInput;
};
export type ListExamTicketsApiResponse =
  /** status 200 The tickets, the open ones first, then newest first. */ ExamTicketListResponse;
export type ListExamTicketsApiArg = {
  examId: number;
  /** Only tickets in this state: `active` (open or reopened), `closed`; absent for all. */
  status?: "active" | "closed";
};
export type ListExamRegradeQuestionsApiResponse =
  /** status 200 The chains, in the order of their first place in the instances. */ RegradeQuestionListResponse;
export type ListExamRegradeQuestionsApiArg = {
  examId: number;
};
export type PreviewExamRegradeApiResponse =
  /** status 201 The preview (`ready`, or `grading` while code and SQL answers are graded). */ RegradePreviewResponse;
export type PreviewExamRegradeApiArg = {
  examId: number;
  regradeOptions: RegradeOptions;
};
export type GetExamRegradePreviewApiResponse =
  /** status 200 The preview. */ RegradePreviewResponse;
export type GetExamRegradePreviewApiArg = {
  examId: number;
  previewId: string;
};
export type ListExamRegradesApiResponse =
  /** status 200 The regrades. */ ExamRegradeListResponse;
export type ListExamRegradesApiArg = {
  examId: number;
};
export type ApplyExamRegradeApiResponse =
  /** status 201 The regrade as recorded. */ ExamRegradeResponse;
export type ApplyExamRegradeApiArg = {
  examId: number;
  regradeApplyInput: RegradeApplyInput;
};
export type ListManualGradingQuestionsApiResponse =
  /** status 200 The overview. */ ManualGradingOverviewResponse;
export type ListManualGradingQuestionsApiArg = {
  examId: number;
};
export type ListManualGradingAnswersApiResponse =
  /** status 200 The answers. */ ManualGradingAnswerListResponse;
export type ListManualGradingAnswersApiArg = {
  examId: number;
  questionRootId?: number;
  instanceId?: number;
  ungraded?: boolean;
  minScore?: number;
  maxScore?: number;
  classGroup?: string;
  lastNameFrom?: string;
  lastNameTo?: string;
};
export type SaveManualGradeApiResponse =
  /** status 200 The answer with its saved grade. */ ManualGradingAnswerResponse;
export type SaveManualGradeApiArg = {
  examId: number;
  examInstanceId: number;
  ordinal: number;
  manualGradeInput: ManualGradeInput;
};
export type ListRubricItemsApiResponse =
  /** status 200 The items in their order. */ RubricItemListResponse;
export type ListRubricItemsApiArg = {
  examId: number;
  questionRootId: number;
};
export type CreateRubricItemApiResponse =
  /** status 201 The new item. */ RubricItemResponse;
export type CreateRubricItemApiArg = {
  examId: number;
  rubricItemCreate: RubricItemCreate;
};
export type UpdateRubricItemApiResponse =
  /** status 200 The item and how many grades it re-scored. */ RubricItemChangeResponse;
export type UpdateRubricItemApiArg = {
  examId: number;
  rubricItemId: number;
  rubricItemUpdate: RubricItemUpdate;
};
export type DeleteRubricItemApiResponse =
  /** status 200 How many grades were re-scored. */ RubricItemChangeResponse;
export type DeleteRubricItemApiArg = {
  examId: number;
  rubricItemId: number;
};
export type PreviewManualGradesApplyApiResponse =
  /** status 200 The summary; nothing is changed. */ ManualGradesApplyResponse;
export type PreviewManualGradesApplyApiArg = {
  examId: number;
};
export type ApplyManualGradesApiResponse =
  /** status 200 What was applied. */ ManualGradesApplyResponse;
export type ApplyManualGradesApiArg = {
  examId: number;
};
export type GetGraderStatisticsApiResponse =
  /** status 200 One row per question and grader. */ GraderStatisticsResponse;
export type GetGraderStatisticsApiArg = {
  examId: number;
};
export type ListCourseTicketsApiResponse =
  /** status 200 The tickets, the open ones first, then newest first. */ ExamTicketListResponse;
export type ListCourseTicketsApiArg = {
  courseId: number;
  /** Only tickets in this state: `active` (open or reopened), `closed`; absent for all. */
  status?: "active" | "closed";
  mine?: boolean;
};
export type AssignTicketApiResponse =
  /** status 200 The ticket. */ ExamTicketResponse;
export type AssignTicketApiArg = {
  ticketId: number;
};
export type AnswerTicketApiResponse =
  /** status 200 The ticket. */ ExamTicketResponse;
export type AnswerTicketApiArg = {
  ticketId: number;
  ticketAnswerInput: TicketAnswerInput;
};
export type CloseTicketApiResponse =
  /** status 200 The ticket. */ ExamTicketResponse;
export type CloseTicketApiArg = {
  ticketId: number;
};
export type ListExamMessagesApiResponse =
  /** status 200 The messages, newest first. */ ExamMessageListResponse;
export type ListExamMessagesApiArg = {
  examId: number;
};
export type SendExamMessageApiResponse =
  /** status 201 The message. */ ExamMessageResponse;
export type SendExamMessageApiArg = {
  examId: number;
  examMessageInput: ExamMessageInput;
};
export type ListMessageReceiptsApiResponse =
  /** status 200 The recipients, those who have not seen it first. */ MessageReceiptListResponse;
export type ListMessageReceiptsApiArg = {
  messageId: number;
};
export type ListMyMessagesApiResponse =
  /** status 200 The messages. */ MyMessageListResponse;
export type ListMyMessagesApiArg = {
  examInstanceId: number;
};
export type AcknowledgeMyMessagesApiResponse =
  /** status 200 The student's messages with their receipts. */ MyMessageListResponse;
export type AcknowledgeMyMessagesApiArg = {
  examInstanceId: number;
  messageReceiptsInput: MessageReceiptsInput;
};
export type GetStalkApiResponse =
  /** status 200 The exam's ongoing instances. */ StalkResponse;
export type GetStalkApiArg = {
  courseAcronym: string;
  examAbbreviation: string;
};
export type ExportResultsApiResponse =
  /** status 200 The file, streamed; its name in Content-Disposition. */ Blob;
export type ExportResultsApiArg = {
  /** The exams, in the order of their sheets (at most 20). */
  examIds: number[];
  format: ResultsExportFormat;
  /** A column of points for each question (by its place in the instance). */
  perQuestion?: boolean;
  instances?: ResultsExportInstances;
  /** The language of the headers and words in the file. */
  language?: "en" | "hr";
  /** The IANA time zone the times are written in. */
  timeZone?: string;
};
export type GetExamAnalyticsApiResponse =
  /** status 200 The exam's analytics. */ ExamAnalyticsResponse;
export type GetExamAnalyticsApiArg = {
  examId: number;
};
export type GetQuestionAnalyticsApiResponse =
  /** status 200 The question's analytics. */ QuestionAnalyticsResponse;
export type GetQuestionAnalyticsApiArg = {
  questionId: number;
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
export type StudentExam = {
  instanceId: number;
  examId: number;
  examTitle: string;
  courseId: number;
  courseAcronym: string;
  academicYear: string;
  state: "generated" | "ongoing" | "submitted";
  generatedAt: string;
  startedAt: string | null;
  submittedAt: string | null;
  score: number | null;
  maxScore: number | null;
  scorePercent: number | null;
  passed: boolean | null;
  gradingState: "none" | "pending" | "manual" | "graded";
  /** A practice exam (its score does not count). */
  scoreIgnored: boolean;
  /** Percentile rank (0..100) among the exam's submitted instances with a score; see listStudentExams. */
  percentile: number | null;
  /** How many of the exam's submitted instances have a score (the percentile's population). */
  rankedCount: number;
};
export type StudentExamListResponse = {
  success: true;
  data: StudentExam[];
};
export type TicketStatus = "open" | "closed" | "reopened";
export type TicketEntry = {
  kind: "raised" | "answered" | "assigned" | "closed" | "reopened";
  text: string | null;
  at: string;
  byStaff: boolean;
  /** The staff member's name; null for the student. */
  byName: string | null;
};
export type ExamTicket = {
  id: number;
  examId: number;
  examTitle: string;
  instanceId: number;
  ordinal: number;
  questionId: number;
  questionTitle: string;
  studentId: number;
  firstName: string;
  lastName: string;
  altId: string | null;
  classGroup: string | null;
  status: TicketStatus;
  assignedTo: number | null;
  assignedToName: string | null;
  createdAt: string;
  updatedAt: string;
  entries: TicketEntry[];
};
export type ExamTicketListResponse = {
  success: true;
  data: ExamTicket[];
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
export type QuestionKind =
  | "multiple-choice"
  | "true-false"
  | "free-text"
  | "code"
  | "sql"
  | "json"
  | "complex"
  | "ordered-elements"
  | "connected-elements"
  | "text-completion"
  | "diagram"
  | "scale"
  | "numerical";
export type QuestionNodeRef = {
  id: number;
  name: string;
};
export type QuestionSummary = {
  id: number;
  rootId: number;
  version: number;
  kind: QuestionKind;
  title: string;
  /** The text's first 200 characters, markdown stripped. */
  textPreview: string;
  isActive: boolean;
  tags: string[];
  nodes: QuestionNodeRef[];
  createdBy: number | null;
  createdByName: string | null;
  updatedAt: string;
  /** With a search query, where it matched, the matched words between « and ». */
  snippet: string | null;
};
export type QuestionPageResponse = {
  success: true;
  data: Paging & {
    items: QuestionSummary[];
  };
};
export type ItemId = string;
export type ChoiceOption = {
  id: ItemId;
  /** Markdown. */
  text: string;
  correct: boolean;
  /** Percent of the range between correct and incorrect score lost when the student's choice of this option differs from the key. */
  penalty: number;
  /** Markdown shown to a student who chose this option, in the review when the exam shows feedback or solutions. */
  feedback?: string;
};
export type MultipleChoiceContent = {
  kind: "multiple-choice";
  /** Check boxes (any number correct) instead of radio buttons (exactly one correct). */
  multipleCorrect: boolean;
  shuffle: boolean;
  /** How an answer is scored (absent: `penalties`, as questions saved before there was a choice).
    `penalties`: every option whose choice differs from the key costs its `penalty` percent (capped at 100).
    `all-or-nothing`: full points only for exactly the correct options (Moodle's multichoiceset).
    `right-minus-wrong`: the share of correct options chosen minus the share of wrong options chosen, never
    below 0. Options' penalties count only under `penalties`.
     */
  scoring?: "penalties" | "all-or-nothing" | "right-minus-wrong";
  options: ChoiceOption[];
};
export type TrueFalseContent = {
  kind: "true-false";
  correct: boolean;
  /** Markdown shown in the review to a student who answered true (when the exam shows feedback or solutions). */
  trueFeedback?: string;
  /** Markdown shown in the review to a student who answered false. */
  falseFeedback?: string;
};
export type FreeTextContent = {
  kind: "free-text";
  /** For graders only. */
  modelAnswer: string | null;
  maxLength: number | null;
};
export type CodeLanguage = "c" | "cpp" | "java" | "python" | "javascript";
export type CodeTest = {
  id: ItemId;
  name: string;
  /** Standard input of the program. */
  input: string;
  /** The expected standard output, or a regular expression when `regex`. */
  expectedOutput: string;
  /** Percent of the question's score this test is worth. */
  weight: number;
  /** Public tests are shown to students with their input and expected output; hidden tests never are. */
  public: boolean;
  /** Ignore leading/trailing whitespace of every line and trailing empty lines. */
  trimWhitespace: boolean;
  ignoreCase: boolean;
  /** Compare the output lines as a multiset. */
  anyOrder: boolean;
  /** `expectedOutput` is a regular expression the whole output must match. */
  regex: boolean;
};
export type CodeContent = {
  kind: "code";
  language: CodeLanguage;
  /** Code placed before the student's source (not shown to students). */
  prefix: string;
  /** What the student's editor starts with. */
  sourceTemplate: string;
  /** Code placed after the student's source, e.g. a main that calls it (not shown to students). */
  suffix: string;
  referenceSolution: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  tests: CodeTest[];
};
export type SqlContent = {
  kind: "sql";
  /** The schema and data the student's query runs on (shown to students). */
  fixture: string;
  /** A second data set (same schema) that catches hard-coded answers; never shown. */
  hiddenFixture: string;
  referenceSolution: string;
  /** Compare tuple order (for queries with ORDER BY). */
  orderMatters: boolean;
  /** `match`: the result columns must have the reference's names (case-insensitive), in order. */
  columnNames: "ignore" | "match";
};
export type JsonContent = {
  kind: "json";
  /** The expected JSON document (text). */
  reference: string;
  /** `strict`: equal values with arrays in order; `deep`: also arrays in any order. */
  compare: "deep" | "strict";
};
export type LabelledItem = {
  id: ItemId;
  text: string;
};
export type OrderedElementsContent = {
  kind: "ordered-elements";
  /** In the correct order. */
  elements: LabelledItem[];
};
export type ElementPair = {
  leftId: ItemId;
  rightId: ItemId;
};
export type ConnectedElementsContent = {
  kind: "connected-elements";
  left: LabelledItem[];
  right: LabelledItem[];
  pairs: ElementPair[];
  /** Whether a left item may connect to several right items (students then pick several). Without it, each
    left item has at most one pair in the key. When absent (questions saved before it existed), the key
    decides: several pairs of one left item mean several.
     */
  multiple?: boolean;
};
export type NumericalKey = {
  /** A number (read exactly: `3.14`, `-2.5e-3`, `3,14`) or an arithmetic formula (+ - * / % ** with parentheses
    and min, max, round, floor, ceil, abs) whose result is rounded to 15 significant figures. `{{name}}`
    placeholders of the question's template are filled in first, so a templated question computes each
    student's own value (a calculated question).
     */
  value: string;
  /** `absolute`: the answer may differ by this much; `relative`: by this share of the value (0.01 = 1 %);
    `significant-figures`: the answer must lie within half a unit of the value's last significant figure,
    counting this many figures (an integer 1–15; 3.14159 to 3 figures accepts 3.14 and 3.145, not 3.15).
     */
  tolerance: number;
  toleranceKind: "absolute" | "relative" | "significant-figures";
  /** Percent of the points an answer matching this key gets; the best matching key counts. */
  fraction: number;
  /** Markdown shown to a student whose answer this key matched (the best one), in the review when the exam shows feedback or solutions. */
  feedback?: string;
};
export type TextGap = {
  /** Accepted answers; whitespace is normalised before comparing. At least one, unless the gap is `numerical`. */
  answers: string[];
  /** Percent of the gap's points each accepted answer gets, in the order of `answers` (absent: 100 each), so a
    gap may accept a partly right answer, as Moodle's embedded answers do. One answer must be worth 100.
     */
  fractions?: number[];
  caseSensitive: boolean;
  /** When not empty, the gap is a drop-down of these (which must include an accepted answer worth 100 %). */
  options: string[];
  /** The gap's share of the question's points against the other gaps' (absent — 1, so gaps count equally). */
  weight?: number;
  /** The gap takes a number, graded as a numerical question without units (`answers` and `options` are then empty). */
  numerical?: {
    answers: NumericalKey[];
  };
};
export type TextCompletionContent = {
  kind: "text-completion";
  /** Markdown with the gaps marked [[1]], [[2]], … in order. */
  gapText: string;
  gaps: TextGap[];
};
export type Diagram = {
  nodes: {
    id: ItemId;
    label: string;
  }[];
  edges: {
    from: ItemId;
    to: ItemId;
    label: string;
  }[];
};
export type DiagramContent = {
  kind: "diagram";
  /** `compare`: graded by the share of the reference's labelled nodes and edges drawn. */
  grading: "manual" | "compare";
  reference: Diagram | null;
};
export type ScaleLabel = {
  value: number;
  label: string;
};
export type ScaleContent = {
  kind: "scale";
  labels: ScaleLabel[];
  /** Null for an opinion scale (any answer counts as correct). */
  correctValue: number | null;
};
export type NumericalUnit = {
  name: string;
  /** How many of this unit make one base unit (m = 1, cm = 100, mm = 1000). */
  multiplier: number;
};
export type NumericalContent = {
  kind: "numerical";
  answers: NumericalKey[];
  units: NumericalUnit[];
  /** `none`: a number only. `optional`: a unit may follow the number (converted by its multiplier), none means
    the base unit. `required`: an answer without one of the units is wrong. `penalty`: the number is graded in
    the base unit and a missing or unknown unit costs `unitPenalty` percent of the answer's score.
     */
  unitHandling: "none" | "optional" | "required" | "penalty";
  unitPenalty: number;
};
export type SubQuestionContent =
  | ({
      kind: "multiple-choice";
    } & MultipleChoiceContent)
  | ({
      kind: "true-false";
    } & TrueFalseContent)
  | ({
      kind: "free-text";
    } & FreeTextContent)
  | ({
      kind: "code";
    } & CodeContent)
  | ({
      kind: "sql";
    } & SqlContent)
  | ({
      kind: "json";
    } & JsonContent)
  | ({
      kind: "ordered-elements";
    } & OrderedElementsContent)
  | ({
      kind: "connected-elements";
    } & ConnectedElementsContent)
  | ({
      kind: "text-completion";
    } & TextCompletionContent)
  | ({
      kind: "diagram";
    } & DiagramContent)
  | ({
      kind: "scale";
    } & ScaleContent)
  | ({
      kind: "numerical";
    } & NumericalContent);
export type SubQuestion = {
  id: ItemId;
  text: string;
  weight: number;
  content: SubQuestionContent;
};
export type ComplexContent = {
  kind: "complex";
  subquestions: SubQuestion[];
};
export type QuestionContent =
  | ({
      kind: "multiple-choice";
    } & MultipleChoiceContent)
  | ({
      kind: "true-false";
    } & TrueFalseContent)
  | ({
      kind: "free-text";
    } & FreeTextContent)
  | ({
      kind: "code";
    } & CodeContent)
  | ({
      kind: "sql";
    } & SqlContent)
  | ({
      kind: "json";
    } & JsonContent)
  | ({
      kind: "complex";
    } & ComplexContent)
  | ({
      kind: "ordered-elements";
    } & OrderedElementsContent)
  | ({
      kind: "connected-elements";
    } & ConnectedElementsContent)
  | ({
      kind: "text-completion";
    } & TextCompletionContent)
  | ({
      kind: "diagram";
    } & DiagramContent)
  | ({
      kind: "scale";
    } & ScaleContent)
  | ({
      kind: "numerical";
    } & NumericalContent);
export type TemplateVariable = {
  name: string;
  type: "int" | "float" | "choice" | "expr";
  min?: number;
  max?: number;
  decimals?: number;
  choices?: string[];
  expr?: string;
};
export type QuestionTemplate = {
  variables: TemplateVariable[];
};
export type QuestionFeedback = {
  general: string;
  correct: string;
  partial: string;
  incorrect: string;
};
export type Question = {
  id: number;
  courseId: number;
  rootId: number;
  version: number;
  isLatest: boolean;
  versionCount: number;
  kind: QuestionKind;
  title: string;
  text: string;
  content: QuestionContent;
  template: QuestionTemplate | null;
  isActive: boolean;
  timeLimitSeconds: number | null;
  comment: string | null;
  feedback: QuestionFeedback | null;
  tags: string[];
  nodes: QuestionNodeRef[];
  createdBy: number | null;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
};
export type QuestionResponse = {
  success: true;
  data: Question;
};
export type QuestionInput = {
  title: string;
  /** Markdown with math ($…$, $$…$$), code blocks and images (attachment:ID). */
  text: string;
  content: QuestionContent;
  template: QuestionTemplate | null;
  isActive: boolean;
  timeLimitSeconds: number | null;
  comment: string | null;
  /** Null for none. Omitted, none for a new question and unchanged on an update. */
  feedback?: QuestionFeedback | null;
  tags: string[];
  nodeIds: number[];
};
export type Seed = number;
export type MultipleChoiceView = {
  kind: "multiple-choice";
  multipleCorrect: boolean;
  options: LabelledItem[];
};
export type TrueFalseView = {
  kind: "true-false";
};
export type FreeTextView = {
  kind: "free-text";
  maxLength: number | null;
};
export type PublicCodeTest = {
  id: string;
  name: string;
  input: string;
  expectedOutput: string;
};
export type CodeView = {
  kind: "code";
  language: CodeLanguage;
  sourceTemplate: string;
  timeLimitMs: number;
  publicTests: PublicCodeTest[];
  hiddenTestCount: number;
};
export type SqlView = {
  kind: "sql";
  fixture: string;
};
export type JsonView = {
  kind: "json";
};
export type OrderedElementsView = {
  kind: "ordered-elements";
  /** Shuffled by the seed. */
  elements: LabelledItem[];
};
export type ConnectedElementsView = {
  kind: "connected-elements";
  /** Whether a left item may connect to several right items. */
  multiple: boolean;
  left: LabelledItem[];
  right: LabelledItem[];
};
export type TextCompletionView = {
  kind: "text-completion";
  gapText: string;
  gaps: {
    /** Empty for a typed gap; otherwise the drop-down's choices, shuffled. */
    options: string[];
    /** The gap takes a number (read as a numerical question reads it). */
    numerical?: boolean;
    /** The gap's share of the points against the other gaps' (absent — all gaps count alike). */
    weight?: number;
  }[];
};
export type DiagramView = {
  kind: "diagram";
};
export type ScaleView = {
  kind: "scale";
  labels: ScaleLabel[];
};
export type NumericalView = {
  kind: "numerical";
  unitHandling: "none" | "optional" | "required" | "penalty";
  /** The units' names a student may give (none when `unitHandling` is `none`). */
  units: string[];
  /** The unit a number without one is read in (the one whose multiplier is 1); absent in views made before it was sent. */
  baseUnit?: string | null;
};
export type SubQuestionViewBody =
  | MultipleChoiceView
  | TrueFalseView
  | FreeTextView
  | CodeView
  | SqlView
  | JsonView
  | OrderedElementsView
  | ConnectedElementsView
  | TextCompletionView
  | DiagramView
  | ScaleView
  | NumericalView;
export type SubQuestionView = {
  id: string;
  text: string;
  weight: number;
  body: SubQuestionViewBody;
};
export type ComplexView = {
  kind: "complex";
  subquestions: SubQuestionView[];
};
export type QuestionViewBody =
  | MultipleChoiceView
  | TrueFalseView
  | FreeTextView
  | CodeView
  | SqlView
  | JsonView
  | ComplexView
  | OrderedElementsView
  | ConnectedElementsView
  | TextCompletionView
  | DiagramView
  | ScaleView
  | NumericalView;
export type QuestionView = {
  /** Null for an unsaved draft. */
  questionId: number | null;
  version: number;
  kind: QuestionKind;
  title: string;
  /** Markdown with the template's values filled in. */
  text: string;
  seed: Seed;
  timeLimitSeconds: number | null;
  body: QuestionViewBody;
};
export type QuestionViewResponse = {
  success: true;
  data: QuestionView;
};
export type QuestionDraftPreviewRequest = {
  question: QuestionInput;
  seed: Seed;
};
export type QuestionTag = {
  tag: string;
  count: number;
};
export type QuestionTagListResponse = {
  success: true;
  data: QuestionTag[];
};
export type QuestionActiveInput = {
  isActive: boolean;
};
export type QuestionVersion = {
  id: number;
  version: number;
  isLatest: boolean;
  title: string;
  kind: QuestionKind;
  isActive: boolean;
  updatedAt: string;
  updatedByName: string | null;
};
export type QuestionVersionListResponse = {
  success: true;
  data: QuestionVersion[];
};
export type QuestionPreviewRequest = {
  seed: Seed;
};
export type Outcome =
  "correct" | "incorrect" | "partial" | "unanswered" | "pending";
export type TestCaseResult = {
  /** The test's id; `hidden-<n>` for a hidden test in a student's view. */
  id: string;
  /** The teacher's name for the test; empty for a hidden test in a student's view (it may give the answer away). */
  name: string;
  public: boolean;
  weight: number;
  passed: boolean;
  input: string | null;
  expectedOutput: string | null;
  actualOutput: string | null;
  /** Compile error, run-time error, time or memory limit, output limit. */
  error: string | null;
  timeMs: number | null;
};
export type ResultSet = {
  columns: string[];
  rows: (string | null)[][];
  rowCount: number;
  truncated: boolean;
};
export type SqlRunResult = {
  fixture: "visible" | "hidden";
  matches: boolean;
  expected: ResultSet | null;
  actual: ResultSet | null;
  error: string | null;
  /** Why the result sets differ (columns, row count, a row). */
  message: string | null;
};
export type SubGradeResult = {
  subquestionId: string;
  outcome: Outcome;
  fraction: number;
  tests: TestCaseResult[];
  sqlRuns: SqlRunResult[];
  message: string | null;
};
export type GradeResult = {
  outcome: Outcome;
  score: number;
  /** score as a percent of the grading model's correct score. */
  scorePercent: number;
  /** The share of the answer that is right, 0..1. */
  fraction: number;
  maxScore: number;
  tests: TestCaseResult[];
  sqlRuns: SqlRunResult[];
  parts: SubGradeResult[];
  message: string | null;
  /** The question has no correct answer (an opinion scale): its points are for answering, and `correct` means answered. Absent on other grades. */
  forAnswering?: boolean;
};
export type GradingJob = {
  /** Null when the answer was graded at once. */
  jobId: number | null;
  status: "graded" | "queued" | "running" | "failed";
  result: GradeResult | null;
  error: string | null;
};
export type GradingJobResponse = {
  success: true;
  data: GradingJob;
};
export type MultipleChoiceAnswer = {
  kind: "multiple-choice";
  choices: string[];
};
export type TrueFalseAnswer = {
  kind: "true-false";
  value: boolean | null;
};
export type FreeTextAnswer = {
  kind: "free-text";
  text: string;
};
export type CodeAnswer = {
  kind: "code";
  source: string;
};
export type SqlAnswer = {
  kind: "sql";
  query: string;
};
export type JsonAnswer = {
  kind: "json";
  text: string;
};
export type OrderedElementsAnswer = {
  kind: "ordered-elements";
  order: string[];
};
export type ConnectedElementsAnswer = {
  kind: "connected-elements";
  pairs: ElementPair[];
};
export type TextCompletionAnswer = {
  kind: "text-completion";
  gaps: (string | null)[];
};
export type DiagramAnswer = {
  kind: "diagram";
  diagram: Diagram;
};
export type ScaleAnswer = {
  kind: "scale";
  value: number | null;
};
export type NumericalAnswer = {
  kind: "numerical";
  /** The number as the student typed it (a decimal comma, scientific notation and a unit after it are read). */
  value: string | null;
  /** The unit the student chose, if any (one typed after the number counts when this is null). */
  unit: string | null;
};
export type SubQuestionAnswer =
  | ({
      kind: "multiple-choice";
    } & MultipleChoiceAnswer)
  | ({
      kind: "true-false";
    } & TrueFalseAnswer)
  | ({
      kind: "free-text";
    } & FreeTextAnswer)
  | ({
      kind: "code";
    } & CodeAnswer)
  | ({
      kind: "sql";
    } & SqlAnswer)
  | ({
      kind: "json";
    } & JsonAnswer)
  | ({
      kind: "ordered-elements";
    } & OrderedElementsAnswer)
  | ({
      kind: "connected-elements";
    } & ConnectedElementsAnswer)
  | ({
      kind: "text-completion";
    } & TextCompletionAnswer)
  | ({
      kind: "diagram";
    } & DiagramAnswer)
  | ({
      kind: "scale";
    } & ScaleAnswer)
  | ({
      kind: "numerical";
    } & NumericalAnswer);
export type ComplexAnswer = {
  kind: "complex";
  parts: {
    subquestionId: string;
    answer: SubQuestionAnswer;
  }[];
};
export type QuestionAnswer =
  | ({
      kind: "multiple-choice";
    } & MultipleChoiceAnswer)
  | ({
      kind: "true-false";
    } & TrueFalseAnswer)
  | ({
      kind: "free-text";
    } & FreeTextAnswer)
  | ({
      kind: "code";
    } & CodeAnswer)
  | ({
      kind: "sql";
    } & SqlAnswer)
  | ({
      kind: "json";
    } & JsonAnswer)
  | ({
      kind: "complex";
    } & ComplexAnswer)
  | ({
      kind: "ordered-elements";
    } & OrderedElementsAnswer)
  | ({
      kind: "connected-elements";
    } & ConnectedElementsAnswer)
  | ({
      kind: "text-completion";
    } & TextCompletionAnswer)
  | ({
      kind: "diagram";
    } & DiagramAnswer)
  | ({
      kind: "scale";
    } & ScaleAnswer)
  | ({
      kind: "numerical";
    } & NumericalAnswer);
export type TrialRequest = {
  seed: Seed;
  answer: QuestionAnswer;
  /** The scores to grade with; null = correct 1, incorrect 0, unanswered 0. */
  gradingModelId: number | null;
};
export type CodeRunner = {
  language: CodeLanguage;
  runner: "local" | "judge0" | "none";
  available: boolean;
  reason: string | null;
};
export type CodeRunnerListResponse = {
  success: true;
  data: CodeRunner[];
};
export type Attachment = {
  id: number;
  fileName: string;
  mediaType: string;
  byteSize: number;
  /** What to put in question text, e.g. ![plot.png](attachment:12) */
  markdown: string;
};
export type AttachmentResponse = {
  success: true;
  data: Attachment;
};
export type QuestionImportItem = {
  /** Position in the file, from 1. */
  index: number;
  /** The Moodle type (multichoice, truefalse, shortanswer, essay, matching, numerical, description, cloze, …). */
  sourceType: string;
  name: string;
  category: string | null;
  kind: QuestionKind | null;
  status: "import" | "skip";
  /** Why a question is skipped. */
  reason: string | null;
  /** What the import changes or leaves out of a question it imports. */
  warnings: string[];
};
export type QuestionImportPreview = {
  items: QuestionImportItem[];
  total: number;
  importable: number;
  skipped: number;
};
export type QuestionImportPreviewResponse = {
  success: true;
  data: QuestionImportPreview;
};
export type QuestionImportRequest = {
  format: "moodle-xml" | "gift";
  fileName: string;
  /** The file's text (UTF-8). */
  content: string;
  /** Nodes every imported question is attached to. */
  nodeIds: number[];
};
export type QuestionImportResultResponse = {
  success: true;
  data: QuestionImportPreview & {
    questionIds: number[];
  };
};
export type QuestionExportResponse = {
  success: true;
  data: {
    fileName: string;
    content: string;
    exported: number;
    skipped: {
      questionId: number;
      title: string;
      reason: string;
    }[];
  };
};
export type QuestionExportRequest = {
  questionIds: number[];
};
export type ExamPhase = "draft" | "upcoming" | "open" | "closed" | "archived";
export type ExamCounts = {
  /** Pre-generated, not started. */
  generated: number;
  /** Enrolled students who have not started. */
  notStarted: number;
  ongoing: number;
  submitted: number;
  enrolled: number;
};
export type ExamSummary = {
  id: number;
  courseId: number;
  academicYearId: number;
  title: string;
  abbreviation: string;
  ordinal: number;
  availableFrom: string;
  availableTo: string;
  durationMinutes: number;
  phase: ExamPhase;
  partCount: number;
  /** How many questions an instance has (parts drawing a range give a range). */
  questionCount: {
    min: number;
    max: number;
  };
  hasPassword: boolean;
  counts: ExamCounts;
};
export type ExamListResponse = {
  success: true;
  data: ExamSummary[];
};
export type ExamPartSource = "node" | "fixed";
export type ExamQuestionRef = {
  id: number;
  rootId: number;
  version: number;
  title: string;
  kind: QuestionKind;
  isActive: boolean;
  isLatest: boolean;
};
export type ExamPart = {
  id: number;
  ordinal: number;
  title: string | null;
  source: ExamPartSource;
  nodeId: number | null;
  nodeName: string | null;
  minQuestions: number;
  maxQuestions: number;
  gradingModelId: number;
  gradingModelName: string;
  questions: ExamQuestionRef[];
  /** Active questions the part can draw from now (a node part) or gives (a fixed part). */
  available: number;
};
export type ExamLockedField = {
  /** An ExamInput field name. */
  field: string;
  reason: "instances-exist" | "started";
};
export type Exam = {
  id: number;
  courseId: number;
  academicYearId: number;
  academicYearTitle: string;
  title: string;
  abbreviation: string;
  ordinal: number;
  description: string | null;
  password: string | null;
  availableFrom: string;
  availableTo: string;
  durationMinutes: number;
  maxScore: number | null;
  passPercentage: number;
  showSolutions: boolean;
  showFeedback: boolean;
  reviewMinutes: number;
  forwardOnly: boolean;
  asyncGrading: boolean;
  scoreIgnored: boolean;
  allowAnonymousStalk: boolean;
  accommodationsApply: boolean;
  sebRequired: boolean;
  sebConfigKeys: string[];
  sebBrowserExamKeys: string[];
  allowedNetworks: string[];
  maxCodeRuns: number;
  parts: ExamPart[];
  phase: ExamPhase;
  publishedAt: string | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedByName: string | null;
  counts: ExamCounts;
  /** What can no longer change, and why. */
  lockedFields: ExamLockedField[];
  /** The sum of the correct answers' points over the questions an instance may get. */
  pointsRange: {
    min: number;
    max: number;
  };
};
export type ExamResponse = {
  success: true;
  data: Exam;
};
export type ExamPartInput = {
  /** An existing part of this exam to keep; null for a new one. */
  id: number | null;
  ordinal: number;
  title: string | null;
  source: ExamPartSource;
  /** The node a node part draws from (with its descendants); null for a fixed part. */
  nodeId: number | null;
  minQuestions: number;
  maxQuestions: number;
  gradingModelId: number;
  /** A fixed part's questions (any version; generation takes the latest). Empty for a node part. */
  questionIds: number[];
};
export type ExamInput = {
  academicYearId: number;
  title: string;
  /** Unique in the course and academic year; part of the public stalk address. */
  abbreviation: string;
  ordinal: number;
  /** Markdown shown to students before they start. */
  description: string | null;
  /** Asked at start when set; readable by staff so that it can be read out to a room. */
  password: string | null;
  availableFrom: string;
  /** After availableFrom. No instance starts after it; ongoing ones end by it (plus their extension). */
  availableTo: string;
  durationMinutes: number;
  /** The score that counts as 100 %; null for the sum of the questions' points. */
  maxScore: number | null;
  passPercentage: number;
  /** Students see the correct answers in their review (and the questions' feedback). */
  showSolutions: boolean;
  /** Students see the questions' feedback in their review (general, by outcome, and on what they answered),
    without the correct answers unless `showSolutions`. Omitted: false for a new exam, unchanged on an update.
     */
  showFeedback?: boolean;
  /** How long after submitting a student may review the instance (0 = no review). */
  reviewMinutes: number;
  /** Students cannot go back to an earlier question (enforced by the server). */
  forwardOnly: boolean;
  /** Code and SQL answers are graded after submit by the grading queue; the score follows. */
  asyncGrading: boolean;
  /** A practice exam; its scores do not count. */
  scoreIgnored: boolean;
  /** The public stalk page shows the exam's ongoing instances, anonymously. */
  allowAnonymousStalk: boolean;
  /** Students' accommodations (extra time) apply to this exam; off for, e.g., a take-home exam. Omitted: true
    for a new exam, unchanged on an update.
     */
  accommodationsApply?: boolean;
  /** Students take it only in Safe Exam Browser: every request of theirs that acts on the instance must carry a
    valid X-SafeExamBrowser-ConfigKeyHash (a key of sebConfigKeys, or the Config Key of the configuration the
    server generates) or X-SafeExamBrowser-RequestHash (a key of sebBrowserExamKeys). Omitted: false for a new
    exam, unchanged on an update.
     */
  sebRequired?: boolean;
  /** Config Keys (64 hexadecimal characters, as SEB Config Tool shows them) of configurations accepted besides the generated one. */
  sebConfigKeys?: string[];
  /** Browser Exam Keys (64 hexadecimal characters) accepted. */
  sebBrowserExamKeys?: string[];
  /** Addresses (CIDR ranges or single addresses, IPv4 or IPv6) students may take it from; empty: anywhere. The
    address is the client's as the server sees it (behind a proxy only with TRUST_PROXY). Omitted: empty for a
    new exam, unchanged on an update.
     */
  allowedNetworks?: string[];
  /** How often a student may run code or SQL against the public tests, per question. */
  maxCodeRuns: number;
  parts: ExamPartInput[];
};
export type ExamProblem = {
  /** Errors: NO_PARTS, PART_TOO_FEW_QUESTIONS, PART_EMPTY, PART_RANGE, NODE_NOT_IN_COURSE,
    QUESTION_NOT_IN_COURSE, QUESTION_INACTIVE, GRADING_MODEL_MISSING, RUNNER_MISSING, WINDOW_ORDER.
    Warnings: DURATION_LONGER_THAN_WINDOW, WINDOW_IN_PAST, PART_FEWER_THAN_MAX, PARTS_OVERLAP,
    MANUAL_GRADING_NEEDED, MAX_SCORE_ABOVE_POINTS.
     */
  code: string;
  /** The ExamInput field, e.g. parts/1/minQuestions. */
  path: string;
  /** The problem in English; the SPA words it in the user's language from code and params. */
  message: string;
  params: {
    [key: string]: string | number;
  };
};
export type ExamValidation = {
  errors: ExamProblem[];
  warnings: ExamProblem[];
};
export type ExamValidationResponse = {
  success: true;
  data: ExamValidation;
};
export type ExamArchivedInput = {
  archived: boolean;
};
export type ExamPublishedInput = {
  published: boolean;
};
export type ExamCloneInput = {
  academicYearId: number;
  title: string;
  abbreviation: string;
};
export type StaffInstanceQuestion = {
  ordinal: number;
  partId: number | null;
  questionId: number;
  version: number;
  maxPoints: number;
  gradingModelName: string;
  view: QuestionView;
  /** The correct answer in the answer's own form (null where a kind has none, e.g. free text). */
  solution: QuestionAnswer | null;
  answer: QuestionAnswer | null;
  /** The sequence number of the answer held (0 = none). */
  seq: number;
  savedAt: string | null;
  score: number | null;
  grade: GradeResult | null;
};
export type ExamSample = {
  seed: number;
  points: number;
  questions: StaffInstanceQuestion[];
};
export type ExamSampleResponse = {
  success: true;
  data: ExamSample;
};
export type ExamSampleRequest = {
  /** Null draws a new sample. */
  seed: number | null;
};
export type ExamGenerationFailure = {
  studentId: number;
  studentName: string;
  reason: string;
};
export type ExamGenerationRun = {
  id: number;
  examId: number;
  classGroup: string | null;
  status: "running" | "done" | "failed";
  total: number;
  generated: number;
  existing: number;
  failed: number;
  failures: ExamGenerationFailure[];
  requestedByName: string | null;
  /** The server's own run before the window opened (requestedByName is null). */
  automatic: boolean;
  startedAt: string;
  finishedAt: string | null;
};
export type ExamGenerationRunListResponse = {
  success: true;
  data: ExamGenerationRun[];
  /** When the server will generate this exam's instances by itself (its window's opening less generateAheadMinutes); null when it will not: the exam is a draft or archived, its window has opened, it was generated ahead already, or the server does not generate ahead (GENERATE_AHEAD_MINUTES=0). */
  generateAheadAt: string | null;
  /** How long before a published exam's window opens the server generates its instances; 0 = never by itself. */
  generateAheadMinutes: number;
};
export type ExamGenerationRunResponse = {
  success: true;
  data: ExamGenerationRun;
};
export type ExamGenerationRequest = {
  /** Only the students enrolled with this class group; null for all. */
  classGroup: string | null;
};
export type AccessRule = {
  /** The override that decides it (the student's, their group's) or the exam itself. */
  source: "exam" | "group" | "student";
  overrideId: number | null;
  label: string | null;
  availableFrom: string;
  /** With the accommodation's later close when it has one. */
  availableTo: string;
  /** With the accommodation's extra time. */
  durationMinutes: number;
  /** What the accommodation adds (0 without one, or when the exam opts out). */
  extraMinutes: number;
  /** The accommodation's percentage (0 without one). */
  extraPercent: number;
  startAllowed: boolean;
};
export type ExamActivitySummary = {
  focusLosses: number;
  fullscreenExits: number;
  contactGaps: number;
  addressChanges: number;
  lastContactAt: string | null;
  /** Set while an ongoing instance has been silent longer than LOST_CONTACT_SECONDS. */
  contactLostSince: string | null;
};
export type ExamInstanceState = "generated" | "ongoing" | "submitted";
export type ExamInstanceSummary = {
  /** The window, duration and extra time in force for this student, and which rule decides them. */
  rule: AccessRule;
  /** The event log's summary (focus losses, contact gaps, address changes, last contact); null before the start. */
  activity: ExamActivitySummary | null;
  /** Null for an enrolled student without an instance (the not-started list). */
  instanceId: number | null;
  studentId: number;
  firstName: string;
  lastName: string;
  altId: string | null;
  classGroup: string | null;
  state: ExamInstanceState | null;
  generatedAt: string | null;
  startedAt: string | null;
  deadlineAt: string | null;
  submittedAt: string | null;
  submittedBy: ("student" | "server" | "staff") | null;
  extensionMinutes: number;
  startAddress: string | null;
  score: number | null;
  scorePercent: number | null;
  passed: boolean | null;
  gradingState: "none" | "pending" | "manual" | "graded";
};
export type ExamInstancePageResponse = {
  success: true;
  data: Paging & {
    items: ExamInstanceSummary[];
    /** The server's clock, for the time left of ongoing instances. */
    serverNow: string;
  };
};
export type DeletedCountResponse = {
  success: true;
  data: {
    deleted: number;
  };
};
export type ExamLateAnswer = {
  /** Null for an answer that came after the deadline; otherwise the access rule the request broke. */
  refused: ("network" | "seb") | null;
  ordinal: number;
  seq: number;
  receivedAt: string;
  clientSavedAt: string | null;
  answer: QuestionAnswer;
};
export type ExamAction = {
  action:
    | "unsubmit"
    | "extend"
    | "delete"
    | "delete-not-started"
    | "submit"
    | "let-in";
  actedByName: string | null;
  actedAt: string;
  detail: {
    [key: string]: string | number;
  };
};
export type ExamInstanceDetail = {
  summary: ExamInstanceSummary;
  examId: number;
  examTitle: string;
  durationMinutes: number;
  /** The score that counts as 100 % for this instance. */
  maxScore: number;
  passPercentage: number;
  serverNow: string;
  questions: StaffInstanceQuestion[];
  lateAnswers: ExamLateAnswer[];
  actions: ExamAction[];
};
export type ExamInstanceDetailResponse = {
  success: true;
  data: ExamInstanceDetail;
};
export type ExamUnsubmitInput = {
  /** The new deadline is now plus this. */
  minutes: number;
};
export type ExamExtensionInput = {
  minutes: number;
};
export type StudentAccommodation = {
  extraPercent: number;
  extraMinutes: number;
  extendWindow: boolean;
  note: string | null;
  updatedAt: string;
  updatedByName: string | null;
};
export type StudentAccommodationChange = {
  id: number;
  action: "set" | "removed";
  extraPercent: number | null;
  extraMinutes: number | null;
  extendWindow: boolean | null;
  note: string | null;
  actedAt: string;
  actedByName: string | null;
};
export type StudentAccommodationDetail = {
  current: StudentAccommodation | null;
  history: StudentAccommodationChange[];
  /** Ongoing instances whose deadline this change moved later (0 on a read). */
  movedInstances: number;
};
export type StudentAccommodationResponse = {
  success: boolean;
  data: StudentAccommodationDetail;
};
export type StudentAccommodationInput = {
  /** Extra time as a percentage of each exam's duration (rounded up to whole minutes). */
  extraPercent: number;
  /** Extra minutes in every exam, added to the percentage's. */
  extraMinutes: number;
  /** The exam's window also closes later by the same amount, so the extra time is never cut off by it. */
  extendWindow: boolean;
  /** For staff only (e.g. the decision's reference); never shown to the student. */
  note: string | null;
};
export type ExamOverride = {
  id: number;
  examId: number;
  studentId: number | null;
  studentName: string | null;
  studentAltId: string | null;
  classGroup: string | null;
  label: string | null;
  availableFrom: string | null;
  availableTo: string | null;
  durationMinutes: number | null;
  password: string | null;
  startAllowed: boolean | null;
  allowedNetworks: string[] | null;
  /** Enrolled students it applies to (for a group, those not under an override of their own). */
  students: number;
  /** Why it may never apply: not-enrolled (the student is not enrolled in the exam's course and year),
    empty-group (nobody enrolled is in the group), outside-year (its window lies outside the academic year),
    no-effect (it changes nothing), window-passed (its window has closed).
     */
  warnings: (
    | "not-enrolled"
    | "empty-group"
    | "outside-year"
    | "no-effect"
    | "window-passed"
  )[];
  updatedAt: string;
  updatedByName: string | null;
};
export type ExamOverrideListResponse = {
  success: boolean;
  data: ExamOverride[];
};
export type ExamOverrideResponse = {
  success: boolean;
  data: ExamOverride;
};
export type ExamOverrideInput = {
  studentId: number | null;
  classGroup: string | null;
  /** What staff call it (e.g. "make-up group"), shown on the instance lists. */
  label: string | null;
  availableFrom: string | null;
  availableTo: string | null;
  durationMinutes: number | null;
  password: string | null;
  /** false keeps the students it reaches from starting; true lets them start where a group's override forbids it. */
  startAllowed: boolean | null;
  /** Addresses (CIDR or single) the students it reaches may take the exam from instead of the exam's; null from the next rule down, [] anywhere. */
  allowedNetworks?: string[] | null;
};
export type MyResult = {
  /** pending while code or SQL answers wait for the grading queue; manual while answers wait for a teacher. */
  gradingState: "none" | "pending" | "manual" | "graded";
  score: number | null;
  maxScore: number;
  scorePercent: number | null;
  passed: boolean | null;
  correct: number;
  incorrect: number;
  partial: number;
  unanswered: number;
  pending: number;
};
export type MyInstanceSummary = {
  instanceId: number;
  state: ExamInstanceState;
  startedAt: string | null;
  deadlineAt: string | null;
  submittedAt: string | null;
  result: MyResult | null;
  /** Until when the student may review the instance; null when there is no review (now or ever). */
  reviewUntil: string | null;
};
export type MyExam = {
  /** Extra time of the student's accommodation included in durationMinutes (0 without one). */
  extraMinutes: number;
  /** False when an override keeps the student from starting. */
  startAllowed: boolean;
  /** The exam is taken in Safe Exam Browser; its configuration is at getMySebConfig. */
  sebRequired: boolean;
  examId: number;
  title: string;
  courseName: string;
  academicYearTitle: string;
  description: string | null;
  availableFrom: string;
  availableTo: string;
  durationMinutes: number;
  hasPassword: boolean;
  scoreIgnored: boolean;
  instance: MyInstanceSummary | null;
};
export type MyExams = {
  serverNow: string;
  /** Open now and not submitted. */
  open: MyExam[];
  upcoming: MyExam[];
  /** Submitted, or closed. */
  past: MyExam[];
};
export type MyExamsResponse = {
  success: true;
  data: MyExams;
};
export type StartExamResponse = {
  success: true;
  data: {
    instanceId: number;
  };
};
export type StartExamRequest = {
  password: string | null;
};
export type MyInstanceQuestion = {
  /** Runs of this question against its public tests so far (runMyAnswer). */
  runsUsed: number;
  /** Whether the answer can be run against public tests (code with public tests, SQL). */
  runnable: boolean;
  ordinal: number;
  maxPoints: number;
  view: QuestionView;
  answer: QuestionAnswer | null;
  /** The sequence number of the answer the server holds (0 = none). */
  seq: number;
  savedAt: string | null;
};
export type MyInstance = {
  /** Runs per question against its public tests (0 = none). */
  maxCodeRuns: number;
  instanceId: number;
  examId: number;
  examTitle: string;
  courseName: string;
  state: ExamInstanceState;
  startedAt: string | null;
  deadlineAt: string | null;
  submittedAt: string | null;
  /** The server's clock when this was answered; the timer counts to deadlineAt on it. */
  serverNow: string;
  durationMinutes: number;
  forwardOnly: boolean;
  furthestOrdinal: number;
  /** How long after the deadline a save still counts (network delays). */
  graceSeconds: number;
  questions: MyInstanceQuestion[];
};
export type MyInstanceResponse = {
  success: true;
  data: MyInstance;
};
export type AnswerAck = {
  ordinal: number;
  /** The sequence the server holds for this question after the save. */
  seq: number;
  status: "saved" | "stale" | "late" | "refused";
};
export type SaveAnswersResponse = {
  success: true;
  data: {
    acks: AnswerAck[];
    serverNow: string;
    deadlineAt: string | null;
    state: ExamInstanceState;
  };
};
export type AnswerSave = {
  ordinal: number;
  /** Grows with every change of this question's answer on the client. */
  seq: number;
  answer: QuestionAnswer;
  /** The client's own time of the change, kept beside the server's. */
  clientSavedAt: string | null;
};
export type SaveAnswersRequest = {
  answers: AnswerSave[];
};
export type PositionResponse = {
  success: true;
  data: {
    furthestOrdinal: number;
  };
};
export type PositionRequest = {
  ordinal: number;
};
export type MyResultResponse = {
  success: true;
  data: MyResult;
};
export type MyRun = {
  runsUsed: number;
  maxRuns: number;
  /** The public tests' results (code). */
  tests: TestCaseResult[];
  /** The run on the visible data set (SQL). */
  sqlRuns: SqlRunResult[];
  message: string | null;
};
export type MyRunResponse = {
  success: true;
  data: MyRun;
};
export type MyRunRequest = {
  answer: QuestionAnswer;
};
export type ReviewFeedback = {
  /** The question's general feedback (Markdown). */
  general: string | null;
  /** The question's feedback for how the answer was graded (correct, partly correct or incorrect). */
  outcome: string | null;
  /** Feedback on what the student answered (each option chosen, the accepted value matched), in the question's order. */
  answers: string[];
};
export type MyReviewQuestion = {
  ordinal: number;
  maxPoints: number;
  view: QuestionView;
  answer: QuestionAnswer | null;
  /** The points the question counts in the instance's score: an unanswered question its grading model's unanswered points; null while the answer waits for grading (a grading job or a teacher). */
  score: number | null;
  /** The grade with hidden tests left out. */
  grade: GradeResult | null;
  /** Only when the exam shows solutions. */
  solution: QuestionAnswer | null;
  /** The teacher's comment on the answer, once a manual grade is applied (plain text). */
  comment: string | null;
  /** Only when the exam shows feedback or solutions, and the question has some for this answer. */
  feedback: ReviewFeedback | null;
};
export type MyReview = {
  instanceId: number;
  examTitle: string;
  courseName: string;
  submittedAt: string | null;
  reviewUntil: string | null;
  serverNow: string;
  /** Null until the instance is submitted. */
  result: MyResult | null;
  /** Empty outside the review period. */
  questions: MyReviewQuestion[];
};
export type MyReviewResponse = {
  success: true;
  data: MyReview;
};
export type LiveEvent = {
  id: number;
  kind: "instance" | "message" | "ticket";
  at: string;
  examId: number;
  instanceId: number | null;
  /** The message or ticket, for those kinds. */
  refId: number | null;
};
export type MyEventsResponse = {
  success: true;
  data: {
    logged: number;
    serverNow: string;
  };
};
export type MyEventInput = {
  kind:
    | "heartbeat"
    | "focus-lost"
    | "focus-regained"
    | "fullscreen-left"
    | "fullscreen-entered"
    | "reconnected";
  clientAt: string | null;
  /** For `reconnected`, how long the page was offline. */
  offlineSeconds?: number | null;
};
export type MyEventsInput = {
  events: MyEventInput[];
};
export type ExamEventKind =
  | "started"
  | "answer-saved"
  | "late-answer"
  | "code-run"
  | "focus-lost"
  | "focus-regained"
  | "fullscreen-left"
  | "fullscreen-entered"
  | "reconnected"
  | "contact-lost"
  | "contact-regained"
  | "address-changed"
  | "browser-changed"
  | "submitted"
  | "extended"
  | "unsubmitted"
  | "message-displayed"
  | "ticket-raised";
export type ExamEvent = {
  id: number;
  kind: ExamEventKind;
  /** For extended, the minutes the deadline moved; for unsubmitted, the minutes given. */
  minutes: number | null;
  /** For extended, what moved the deadline when it was not staff's extension (an accommodation or an override given or raised). */
  reason: ("accommodation" | "override") | null;
  /** The server's time. */
  at: string;
  clientAt: string | null;
  ordinal: number | null;
  seq: number | null;
  /** The saved answer's size in characters (answer-saved, late-answer). */
  size: number | null;
  offlineSeconds: number | null;
  /** For contact-regained, when the contact was lost (the gap is since–at). */
  since: string | null;
  address: string | null;
  userAgent: string | null;
  /** The staff member of a staff action. */
  actorName: string | null;
};
export type ExamEventListResponse = {
  success: true;
  data: {
    items: ExamEvent[];
    /** Events of the kinds asked for in the whole log. */
    total: number;
    summary: ExamActivitySummary;
  };
};
export type AnswerHistoryEntry = {
  seq: number;
  at: string;
  clientAt: string | null;
  late: boolean;
  answer: QuestionAnswer;
};
export type AnswerHistoryResponse = {
  success: true;
  data: AnswerHistoryEntry[];
};
export type MyTicket = {
  id: number;
  ordinal: number;
  status: TicketStatus;
  createdAt: string;
  updatedAt: string;
  entries: TicketEntry[];
};
export type MyTicketListResponse = {
  success: true;
  data: MyTicket[];
};
export type MyTicketResponse = {
  success: true;
  data: MyTicket;
};
export type TicketTextInput = {
  ordinal: number;
  text: string;
};
export type TicketReopenInput = {
  text: string;
};
export type RegradeQuestion = {
  rootId: number;
  /** The newest version's title. */
  title: string;
  kind: string;
  /** The versions the submitted instances hold. */
  questionIds: number[];
  latestId: number;
  latestVersion: number;
  /** Some instances hold an older version than the newest. */
  outdated: boolean;
  /** Submitted instances given this question. */
  instances: number;
  /** Of their answers, graded by hand. */
  manual: number;
};
export type RegradeQuestionListResponse = {
  success: true;
  data: RegradeQuestion[];
};
export type RegradeOptions = {
  /** The question chains (root ids, see `listExamRegradeQuestions`) to regrade; null = every question. */
  questionRootIds: number[] | null;
  /** Grade against the newest version of each question's chain (with the instance question's seed); applying moves the instances to it. */
  useLatestVersion: boolean;
  /** Grade with the grading model each exam part has now (points follow it). */
  useCurrentGradingModels: boolean;
  /** Keep the grades teachers gave by hand (default in the page); false regrades them automatically too. */
  keepManual: boolean;
};
export type RegradeCounts = {
  /** Submitted instances looked at. */
  instances: number;
  /** Questions of those instances in the regrade's scope. */
  answers: number;
  changedAnswers: number;
  changedInstances: number;
  newlyPassed: number;
  newlyFailed: number;
  /** Grades given by hand, kept as they are. */
  keptManual: number;
  /** Grades given by hand that the regrade replaces. */
  overriddenManual: number;
  /** Answers still in the grading queue from the submit; left out. */
  waiting: number;
  /** Code or SQL answers the sandboxes could not grade; their grades stay. */
  notGraded: number;
  /** Instance questions that move to another question version or grading model. */
  movedQuestions: number;
};
export type RegradeStudent = {
  instanceId: number;
  studentId: number;
  /** The student number. */
  altId: string | null;
  firstName: string;
  lastName: string;
  classGroup: string | null;
};
export type RegradeAnswerChange = RegradeStudent & {
  ordinal: number;
  /** The version graded against. */
  questionId: number;
  /** The version the instance holds now. */
  oldQuestionId: number;
  questionTitle: string;
  answered: boolean;
  /** A teacher's grade that this regrade replaces (only when manual grades are not kept). */
  manual: boolean;
  oldScore: number | null;
  newScore: number;
  oldMaxPoints: number;
  newMaxPoints: number;
  oldOutcome: Outcome | null;
  newOutcome: Outcome;
};
export type RegradeInstanceChange = RegradeStudent & {
  oldScore: number | null;
  newScore: number;
  maxScore: number;
  oldPercent: number | null;
  newPercent: number | null;
  oldPassed: boolean | null;
  newPassed: boolean | null;
  changedAnswers: number;
};
export type RegradePreview = {
  id: string;
  examId: number;
  status: "grading" | "ready" | "applied";
  createdAt: string;
  createdByName: string;
  options: RegradeOptions;
  /** Code and SQL answers graded in the sandboxes so far. */
  progress: {
    graded: number;
    total: number;
  };
  counts: RegradeCounts;
  /** The changed answers (empty while grading), by student and place. */
  answers: RegradeAnswerChange[];
  /** The changed instances (empty while grading), by student. */
  instances: RegradeInstanceChange[];
  /** Why some answers were not graded, when a sandbox refused them. */
  message: string | null;
};
export type RegradePreviewResponse = {
  success: true;
  data: RegradePreview;
};
export type ExamRegrade = {
  id: number;
  examId: number;
  reason: string;
  options: RegradeOptions;
  appliedAt: string;
  appliedBy: number | null;
  appliedByName: string | null;
  changedAnswers: number;
  changedInstances: number;
  newlyPassed: number;
  newlyFailed: number;
};
export type ExamRegradeListResponse = {
  success: true;
  data: ExamRegrade[];
};
export type ExamRegradeResponse = {
  success: true;
  data: ExamRegrade;
};
export type RegradeApplyInput = {
  previewId: string;
  reason: string;
};
export type ManualGradingQuestion = {
  questionRootId: number;
  title: string;
  kind: QuestionKind;
  /** The highest points of the question in the exam's instances. */
  maxPoints: number;
  /** The lowest score a grade may give (the grading model's incorrect score when negative, else 0). */
  minPoints: number;
  /** Free text or diagram (or an answer the automatic grader left to a teacher). */
  needsManual: boolean;
  /** Answers in submitted instances. */
  answers: number;
  /** Answers with a shadow grade. */
  graded: number;
  /** Answers waiting for a teacher (outcome pending) without a shadow grade. */
  toGrade: number;
  /** Shadow grades not applied yet (new or changed since applied). */
  unapplied: number;
};
export type ManualGradingInstance = {
  instanceId: number;
  studentId: number;
  firstName: string;
  lastName: string;
  altId: string | null;
  classGroup: string | null;
  score: number | null;
  passed: boolean | null;
  toGrade: number;
  graded: number;
};
export type ManualGradingOverview = {
  examId: number;
  examTitle: string;
  courseId: number;
  passPercentage: number;
  questions: ManualGradingQuestion[];
  /** The submitted instances, by last name. */
  instances: ManualGradingInstance[];
  classGroups: string[];
  /** Shadow grades of the exam waiting for Apply. */
  unapplied: number;
};
export type ManualGradingOverviewResponse = {
  success: true;
  data: ManualGradingOverview;
};
export type ManualGrade = {
  score: number;
  adjustment: number;
  scoreTyped: boolean;
  comment: string | null;
  rubricItemIds: number[];
  version: number;
  gradedBy: number | null;
  gradedByName: string | null;
  gradedAt: string;
  /** Null while the grade differs from what the student sees. */
  appliedAt: string | null;
};
export type ManualGradingAnswer = {
  instanceId: number;
  ordinal: number;
  questionRootId: number;
  questionId: number;
  title: string;
  studentId: number;
  firstName: string;
  lastName: string;
  altId: string | null;
  classGroup: string | null;
  maxPoints: number;
  minPoints: number;
  view: QuestionView;
  answer: QuestionAnswer | null;
  /** The question's solution for this variant, for reference. */
  modelAnswer: QuestionAnswer | null;
  /** The score the student sees now (automatic, or a grade applied before). */
  autoScore: number | null;
  /** The grade the student sees now. */
  autoGrade: GradeResult | null;
  appliedScore: number | null;
  appliedComment: string | null;
  /** The answer's grade was given by a teacher (applied). */
  manual: boolean;
  grade: ManualGrade | null;
};
export type ManualGradingAnswerListResponse = {
  success: true;
  data: ManualGradingAnswer[];
};
export type ManualGradingAnswerResponse = {
  success: true;
  data: ManualGradingAnswer;
};
export type ManualGradeInput = {
  /** The version of the grade the grader started from; absent when there was none. */
  baseVersion?: number;
  /** A score typed by the grader; null or absent — the rubric's sum plus the adjustment. */
  score?: number | null;
  adjustment?: number;
  rubricItemIds: number[];
  comment: string | null;
};
export type RubricItem = {
  id: number;
  questionRootId: number;
  ordinal: number;
  /** Negative points are a deduction. */
  points: number;
  description: string;
  /** How many shadow grades tick the item. */
  usedBy: number;
  updatedAt: string;
};
export type RubricItemListResponse = {
  success: true;
  data: RubricItem[];
};
export type RubricItemResponse = {
  success: true;
  data: RubricItem;
};
export type RubricItemCreate = {
  questionRootId: number;
  points: number;
  description: string;
};
export type RubricItemChangeResponse = {
  success: true;
  data: {
    /** Null after a delete. */
    item: RubricItem | null;
    rescored: number;
  };
};
export type RubricItemUpdate = {
  points?: number;
  description?: string;
  ordinal?: number;
};
export type ManualGradesApplyInstance = {
  instanceId: number;
  firstName: string;
  lastName: string;
  /** The instance's answers that change. */
  answers: number;
  scoreBefore: number | null;
  scoreAfter: number | null;
  passedBefore: boolean | null;
  passedAfter: boolean | null;
};
export type ManualGradesApplySummary = {
  /** Answers whose grade is (or would be) copied. */
  answers: number;
  /** Instances touched. */
  instances: number;
  scoreChanged: number;
  passChanged: number;
  /** The touched instances whose score or pass changes, by last name. */
  changes: ManualGradesApplyInstance[];
};
export type ManualGradesApplyResponse = {
  success: true;
  data: ManualGradesApplySummary;
};
export type GraderStatistic = {
  questionRootId: number;
  title: string;
  graderId: number | null;
  graderName: string | null;
  count: number;
  mean: number;
  /** Population standard deviation of the grader's scores (0 for one grade). */
  stdDev: number;
  min: number;
  max: number;
};
export type GraderStatisticsResponse = {
  success: true;
  data: GraderStatistic[];
};
export type ExamTicketResponse = {
  success: true;
  data: ExamTicket;
};
export type TicketAnswerInput = {
  text: string;
  close: boolean;
};
export type ExamMessage = {
  id: number;
  examId: number;
  audience: "all" | "class-group" | "student";
  classGroup: string | null;
  studentId: number | null;
  studentName: string | null;
  text: string;
  sentAt: string;
  sentByName: string | null;
  /** Takers it is for now (students with an instance of the exam in its audience). */
  recipients: number;
  delivered: number;
  displayed: number;
};
export type ExamMessageListResponse = {
  success: true;
  data: ExamMessage[];
};
export type ExamMessageResponse = {
  success: true;
  data: ExamMessage;
};
export type ExamMessageInput = {
  audience: "all" | "class-group" | "student";
  /** For `class-group`. */
  classGroup: string | null;
  /** For `student`. */
  studentId: number | null;
  /** Markdown; shown sanitised. */
  text: string;
};
export type MessageReceipt = {
  instanceId: number;
  studentId: number;
  firstName: string;
  lastName: string;
  altId: string | null;
  classGroup: string | null;
  deliveredAt: string | null;
  displayedAt: string | null;
};
export type MessageReceiptListResponse = {
  success: true;
  data: MessageReceipt[];
};
export type MyMessage = {
  id: number;
  text: string;
  sentAt: string;
  deliveredAt: string | null;
  displayedAt: string | null;
};
export type MyMessageListResponse = {
  success: true;
  data: MyMessage[];
};
export type MessageReceiptsInput = {
  receipts: {
    messageId: number;
    /** false for delivered only. */
    displayed: boolean;
  }[];
};
export type StalkInstance = {
  pseudonym: string;
  state: "ongoing" | "submitted";
  answered: number;
  total: number;
  focusLosses: number;
  deadlineAt: string | null;
  lastContactAt: string | null;
  contactLost: boolean;
};
export type StalkResponse = {
  success: true;
  data: {
    examTitle: string;
    courseName: string;
    serverNow: string;
    availableTo: string;
    instances: StalkInstance[];
  };
};
export type ResultsExportFormat = "csv" | "xlsx";
export type ResultsExportInstances = "submitted" | "started" | "all";
export type AnalyticsStats = {
  count: number;
  mean: number | null;
  median: number | null;
  sd: number | null;
  min: number | null;
  max: number | null;
  q1: number | null;
  q3: number | null;
};
export type AnalyticsBin = {
  from: number;
  to: number;
  count: number;
};
export type ClassGroupAnalytics = {
  classGroup: string | null;
  score: AnalyticsStats;
  passRate: number | null;
};
export type AnalyticsFlag = "negative-discrimination" | "too-hard" | "too-easy";
export type ExamQuestionAnalytics = {
  questionId: number;
  rootId: number;
  version: number;
  title: string;
  kind: QuestionKind;
  /** The question's number in the exam (1, 2 …), by part, then by its place in a fixed part, then by its mean place in the instances. */
  position: number;
  /** Submitted instances that had the question. */
  count: number;
  answered: number;
  /** Answers not graded yet (waiting for the grading queue or a teacher); they count 0 points, and a question with any is not flagged. */
  pending: number;
  maxPoints: number;
  /** Mean points. */
  mean: number | null;
  sd: number | null;
  /** Mean of points / max points, in percent (below 0 with negative points). */
  facility: number | null;
  /** Pearson correlation of the question's points with the rest of the total (item-rest); null when either does not vary. */
  discrimination: number | null;
  /** Instances whose answer history has a save of the question. */
  timeCount: number;
  timeMedianSeconds: number | null;
  timeMeanSeconds: number | null;
  flags: AnalyticsFlag[];
};
export type ExamAnalytics = {
  examId: number;
  title: string;
  courseId: number;
  academicYearId: number;
  passPercentage: number;
  /** Every instance, submitted or not. */
  instances: number;
  /** Submitted instances (the rest describes these). */
  submitted: number;
  passed: number;
  /** Percent of the submitted instances that passed. */
  passRate: number | null;
  score: AnalyticsStats;
  scorePercent: AnalyticsStats;
  /** Submitted instances by score percent, in bars of 10 points. */
  histogram: AnalyticsBin[];
  duration: AnalyticsStats;
  /** Minutes from start to submit. */
  durationHistogram: AnalyticsBin[];
  cronbachAlpha: number | null;
  /** The questions α is computed over (those every submitted instance has). */
  alphaQuestions: number;
  classGroups: ClassGroupAnalytics[];
  questions: ExamQuestionAnalytics[];
};
export type ExamAnalyticsResponse = {
  success: true;
  data: ExamAnalytics;
};
export type QuestionUse = {
  examId: number;
  examTitle: string;
  courseId: number;
  academicYearId: number;
  academicYear: string;
  availableFrom: string;
  versions: number[];
  count: number;
  answered: number;
  facility: number | null;
  discrimination: number | null;
};
export type OutcomeCount = {
  outcome: "correct" | "partial" | "incorrect" | "unanswered" | "pending";
  count: number;
};
export type AnswerOptionCount = {
  id: string;
  text: string;
  correct: boolean;
  /** Answers that chose the option. */
  count: number;
};
export type NumericalValues = {
  /** The base unit's name (null without units). */
  unit: string | null;
  readable: number;
  unreadable: number;
  /** The values given most often, most first (ties by value). */
  common: {
    value: number;
    count: number;
    /** Whether the value gets full points from the latest version; null for a templated question, whose students each had their own value. */
    correct: boolean | null;
  }[];
  /** Ten bars of equal width from the smallest to the largest value given (one when all are equal; none when no value was readable). */
  histogram: {
    from: number;
    to: number;
    count: number;
  }[];
};
export type QuestionAnalytics = {
  /** The latest version of the chain. */
  questionId: number;
  rootId: number;
  courseId: number;
  title: string;
  kind: QuestionKind;
  version: number;
  /** The exams that gave the question in a submitted instance, oldest first. */
  uses: QuestionUse[];
  /** Submitted instances that had the question, over every exam. */
  count: number;
  answered: number;
  outcomes: OutcomeCount[];
  /** Multiple choice and true/false only; the options of the latest version (true/false — `true`, `false`). */
  options: AnswerOptionCount[] | null;
  /** Numerical only; the values students gave. */
  values: NumericalValues | null;
};
export type QuestionAnalyticsResponse = {
  success: true;
  data: QuestionAnalytics;
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
  useListStudentExamsQuery,
  useLazyListStudentExamsQuery,
  useListStudentTicketsQuery,
  useLazyListStudentTicketsQuery,
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
  useListQuestionsQuery,
  useLazyListQuestionsQuery,
  useCreateQuestionMutation,
  usePreviewQuestionDraftMutation,
  useListQuestionTagsQuery,
  useLazyListQuestionTagsQuery,
  useGetQuestionQuery,
  useLazyGetQuestionQuery,
  useUpdateQuestionMutation,
  useSetQuestionActiveMutation,
  useCloneQuestionMutation,
  useListQuestionVersionsQuery,
  useLazyListQuestionVersionsQuery,
  usePreviewQuestionMutation,
  useTryQuestionMutation,
  useGetGradingJobQuery,
  useLazyGetGradingJobQuery,
  useListCodeRunnersQuery,
  useLazyListCodeRunnersQuery,
  useUploadAttachmentMutation,
  useGetAttachmentQuery,
  useLazyGetAttachmentQuery,
  usePreviewQuestionImportMutation,
  useApplyQuestionImportMutation,
  useExportQuestionsMoodleXmlMutation,
  useListExamsQuery,
  useLazyListExamsQuery,
  useCreateExamMutation,
  useValidateExamDraftMutation,
  useGetExamQuery,
  useLazyGetExamQuery,
  useUpdateExamMutation,
  useDeleteExamMutation,
  useSetExamArchivedMutation,
  useSetExamPublishedMutation,
  useCloneExamMutation,
  useGetExamValidationQuery,
  useLazyGetExamValidationQuery,
  usePreviewExamSampleMutation,
  useListExamGenerationRunsQuery,
  useLazyListExamGenerationRunsQuery,
  useStartExamGenerationMutation,
  useListExamInstancesQuery,
  useLazyListExamInstancesQuery,
  useDeleteGeneratedInstancesMutation,
  useGetExamInstanceQuery,
  useLazyGetExamInstanceQuery,
  useDeleteExamInstanceMutation,
  useLetStudentSignInMutation,
  useUnsubmitExamInstanceMutation,
  useExtendExamInstanceMutation,
  useGetStudentAccommodationQuery,
  useLazyGetStudentAccommodationQuery,
  useSetStudentAccommodationMutation,
  useRemoveStudentAccommodationMutation,
  useListExamOverridesQuery,
  useLazyListExamOverridesQuery,
  useCreateExamOverrideMutation,
  useUpdateExamOverrideMutation,
  useDeleteExamOverrideMutation,
  useGetExamSebConfigQuery,
  useLazyGetExamSebConfigQuery,
  useGetMySebConfigQuery,
  useLazyGetMySebConfigQuery,
  useListMyExamsQuery,
  useLazyListMyExamsQuery,
  useStartMyExamMutation,
  useGetMyInstanceQuery,
  useLazyGetMyInstanceQuery,
  useSaveMyAnswersMutation,
  useSetMyPositionMutation,
  useSubmitMyInstanceMutation,
  useRunMyAnswerMutation,
  useGetMyReviewQuery,
  useLazyGetMyReviewQuery,
  useStreamMyInstanceQuery,
  useLazyStreamMyInstanceQuery,
  useStreamExamQuery,
  useLazyStreamExamQuery,
  useRecordMyEventsMutation,
  useListExamInstanceEventsQuery,
  useLazyListExamInstanceEventsQuery,
  useGetAnswerHistoryQuery,
  useLazyGetAnswerHistoryQuery,
  useListMyTicketsQuery,
  useLazyListMyTicketsQuery,
  useRaiseMyTicketMutation,
  useReopenMyTicketMutation,
  useListExamTicketsQuery,
  useLazyListExamTicketsQuery,
  useListExamRegradeQuestionsQuery,
  useLazyListExamRegradeQuestionsQuery,
  usePreviewExamRegradeMutation,
  useGetExamRegradePreviewQuery,
  useLazyGetExamRegradePreviewQuery,
  useListExamRegradesQuery,
  useLazyListExamRegradesQuery,
  useApplyExamRegradeMutation,
  useListManualGradingQuestionsQuery,
  useLazyListManualGradingQuestionsQuery,
  useListManualGradingAnswersQuery,
  useLazyListManualGradingAnswersQuery,
  useSaveManualGradeMutation,
  useListRubricItemsQuery,
  useLazyListRubricItemsQuery,
  useCreateRubricItemMutation,
  useUpdateRubricItemMutation,
  useDeleteRubricItemMutation,
  usePreviewManualGradesApplyQuery,
  useLazyPreviewManualGradesApplyQuery,
  useApplyManualGradesMutation,
  useGetGraderStatisticsQuery,
  useLazyGetGraderStatisticsQuery,
  useListCourseTicketsQuery,
  useLazyListCourseTicketsQuery,
  useAssignTicketMutation,
  useAnswerTicketMutation,
  useCloseTicketMutation,
  useListExamMessagesQuery,
  useLazyListExamMessagesQuery,
  useSendExamMessageMutation,
  useListMessageReceiptsQuery,
  useLazyListMessageReceiptsQuery,
  useListMyMessagesQuery,
  useLazyListMyMessagesQuery,
  useAcknowledgeMyMessagesMutation,
  useGetStalkQuery,
  useLazyGetStalkQuery,
  useExportResultsQuery,
  useLazyExportResultsQuery,
  useGetExamAnalyticsQuery,
  useLazyGetExamAnalyticsQuery,
  useGetQuestionAnalyticsQuery,
  useLazyGetQuestionAnalyticsQuery,
} = injectedRtkApi;
