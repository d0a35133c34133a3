// GENERATED from openapi.yaml by scripts/server-types.mjs (npm run codegen). Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service and database health */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this server should get traffic
         * @description For a load balancer's readiness check (getHealth is the liveness check). 503 while this server's database does not answer within a second, or while migrations of its release are not all applied (another server of the release is migrating the database); 200 otherwise. Cheap: one `select 1`, and a look at the applied migrations until they are complete.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign-in methods offered on the login page
         * @description Only OpenID Connect providers that are configured on the server are listed.
         */
        get: operations["listAuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a local account
         * @description Failed sign-ins are limited per account (`LOGIN_FAILURES_PER_ACCOUNT` in `LOGIN_FAILURE_WINDOW_SECONDS`)
         *     and, far more loosely, per client address (`LOGIN_FAILURES_PER_ADDRESS`); successful sign-ins are never
         *     counted. A throttled attempt answers 429 `LOGIN_THROTTLED` with `retryAfterSeconds`, whatever the password.
         */
        post: operations["loginLocal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an OpenID Connect sign-in (browser navigation)
         * @description Redirects the browser to the provider with authorization code + PKCE, state and nonce. A provider this
         *     server does not have configured redirects to `/auth/login-fail?reason=not_configured` (a browser
         *     navigation gets a page, not a JSON body).
         */
        get: operations["startOidcLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/callback/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenID Connect redirect target (browser navigation)
         * @description Checks state, nonce and PKCE, finds the user by (issuer, subject) and redirects to
         *     `/auth/login-success?code=…` with a one-time code for `exchangeLoginCode`, or to
         *     `/auth/login-fail?reason=…` (also `reason=not_configured` for a provider this server does not have).
         */
        get: operations["completeOidcLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the one-time code of an OpenID Connect sign-in for a session */
        post: operations["exchangeLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign out (browser navigation)
         * @description Revokes the session named by the `examhall_session` cookie (or the bearer token), clears the
         *     cookies and redirects to `/bye-bye`.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lookups/search-anything": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Header search over exams, courses and students the user may see
         * @description Every typed word must match (case-insensitive); results are ranked by match position.
         *     Exams are those of the context academic year in the user's courses; students are those
         *     enrolled in the user's courses (all students for Admin).
         */
        get: operations["searchAnything"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's saved settings */
        get: operations["getUserSettings"];
        /** Save the signed-in user's settings as a whole object */
        put: operations["saveUserSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member's recent work (the home page's My activity)
         * @description What the caller did, newest first: exams created, changed, generated and their instances acted on; questions
         *     created, saved as a new version or changed; tickets taken, answered and closed (and what students wrote on
         *     tickets assigned to the caller); answers graded and regrades applied. Never another user's events.
         *     `kinds` keeps only those kinds (absent: all); `courseId` only that course's events (a course the caller may
         *     not work on is a 404). Keyset paging: pass the page's `nextCursor` as `before` for the next, older page.
         */
        get: operations["listMyActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Courses the user may see
         * @description Admin sees every course; a teacher the courses they teach.
         */
        get: operations["listCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/academic-years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Academic years, newest first */
        get: operations["listAcademicYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every course with its description and usage (course administration) */
        get: operations["listAdminCourses"];
        put?: never;
        /** Create a course */
        post: operations["createCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a course's name, acronym or description */
        put: operations["updateCourse"];
        post?: never;
        /**
         * Delete a course that nothing uses yet
         * @description Refused with 409 `IN_USE` while the course has exams, enrolments, nodes or teachers.
         */
        delete: operations["deleteCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/academic-years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an academic year */
        post: operations["createAcademicYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/academic-years/{academicYearId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                academicYearId: components["parameters"]["AcademicYearId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change an academic year's title or dates */
        put: operations["updateAcademicYear"];
        post?: never;
        /**
         * Delete an academic year that nothing uses yet
         * @description Refused with 409 `IN_USE` while exams or enrolments belong to it.
         */
        delete: operations["deleteAcademicYear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/academic-years/{academicYearId}/current": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                academicYearId: components["parameters"]["AcademicYearId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Make this the current academic year (the one new sessions start in)
         * @description Exactly one year is current once an administrator has chosen; before that, the year containing today.
         */
        put: operations["setCurrentAcademicYear"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff users (Admin and Teacher) with their identities and courses */
        get: operations["listStaffUsers"];
        put?: never;
        /** Create a staff user; with a password it is a local account, without one they sign in through OpenID Connect */
        post: operations["createStaffUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change a staff user's name, e-mail, role or active flag
         * @description Deactivating revokes every session of the user at once. An administrator cannot demote or
         *     deactivate themselves (409 `SELF_CHANGE`), so the system always keeps one.
         */
        put: operations["updateStaffUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{userId}/courses/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Link a staff user to a course they teach (idempotent) */
        put: operations["addTeacherCourse"];
        post?: never;
        /** Unlink a staff user from a course (idempotent) */
        delete: operations["removeTeacherCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/online-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is online now (a live session seen in the last five minutes) */
        get: operations["listOnlineUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The signed-in client reports the page it shows (on navigation and every 60 s)
         * @description The course of the presence is the context course header.
         */
        put: operations["reportPresence"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The student register (server-side search, sort and paging)
         * @description Admin sees every student; a teacher the students enrolled (in any year) in a course they teach.
         *     With `courseId` (and `academicYearId`), only that course's (year's) students.
         */
        get: operations["listStudents"];
        put?: never;
        /** Add a student to the register */
        post: operations["createStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        /**
         * A student's profile and enrolments (student stats)
         * @description A teacher sees a student enrolled in one of their courses, and only those courses' enrolments.
         */
        get: operations["getStudent"];
        /** Change a student's register entry */
        put: operations["updateStudent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/exams": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        /**
         * The exams a student was given, with score and percentile (student stats)
         * @description Every instance of the student (generated, started or submitted), newest first, at most 500. A teacher sees
         *     only the instances of exams of the courses they teach, and a student enrolled in none of them is a 404
         *     (as `getStudent`). `percentile` is the student's percentile rank among the exam's submitted instances that
         *     have a score: 100 × (those with a lower score % + half of those with an equal one, the student's own
         *     included) ÷ their number, rounded to one decimal; null while the instance has no score.
         */
        get: operations["listStudentExams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        /**
         * The tickets a student raised, on every exam
         * @description Open and reopened tickets first, then newest first, at most 1000. A teacher sees only the tickets of exams of
         *     the courses they teach, and a student enrolled in none of them is a 404 (as `getStudent`).
         */
        get: operations["listStudentTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrolments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enrolments, from either side (a course-year's students, or a student's courses)
         * @description Give `courseId` + `academicYearId` (Courses – students, Students in this course) or `studentId`
         *     (Students – courses). A teacher sees only the enrolments of courses they teach.
         */
        get: operations["listEnrolments"];
        put?: never;
        /**
         * Enrol a student in a course for an academic year
         * @description Admin, or a teacher of the course.
         */
        post: operations["createEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enrolments/{enrolmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enrolmentId: components["parameters"]["EnrolmentId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Move an enrolled student to another class group */
        put: operations["updateEnrolment"];
        post?: never;
        /** Unenrol a student */
        delete: operations["deleteEnrolment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/students/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a CSV of students (and enrolments) row by row, changing nothing
         * @description Columns (header row, any order, `,` or `;`): `altId` (student number, required), `firstName`,
         *     `lastName` (required), `email`, `classGroup`. With `courseId` + `academicYearId` every row is also
         *     an enrolment in that course and year. Each row is `new`, `update`, `unchanged` or `invalid` (with
         *     its errors).
         */
        post: operations["previewStudentImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/students/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a CSV of students (and enrolments) in one transaction
         * @description With any invalid row nothing changes (422 `IMPORT_INVALID`, the rows in `details`) unless
         *     `skipInvalid` is true. Re-applying the same file changes nothing: students are matched on `altId`.
         */
        post: operations["applyStudentImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Node types (course, module, unit, topic, …) with how many nodes use each */
        get: operations["listNodeTypes"];
        put?: never;
        /** Create a node type */
        post: operations["createNodeType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node-types/{nodeTypeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeTypeId: components["parameters"]["NodeTypeId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Rename or recolour a node type */
        put: operations["updateNodeType"];
        post?: never;
        /** Delete a node type no node uses */
        delete: operations["deleteNodeType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * The course's node graph (a DAG) with question counts
         * @description Admin, or a teacher of the course.
         */
        get: operations["listCourseNodes"];
        put?: never;
        /** Create a node in the course, under the given parents (none = a root) */
        post: operations["createNode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nodes/{nodeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: components["parameters"]["NodeId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Rename, describe or retype a node */
        put: operations["updateNode"];
        post?: never;
        /** Delete a node without children or questions */
        delete: operations["deleteNode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nodes/{nodeId}/parents/{parentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: components["parameters"]["NodeId"];
                parentId: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Add a parent to a node (idempotent)
         * @description Refused with 409 `CYCLE` when the parent is the node or one of its descendants, and 400 when the parent is of another course.
         */
        put: operations["linkNodeParent"];
        post?: never;
        /** Remove a parent from a node (idempotent); the node becomes a root when it has none left */
        delete: operations["unlinkNodeParent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grading models with the exams that use them */
        get: operations["listGradingModels"];
        put?: never;
        /** Create a grading model */
        post: operations["createGradingModel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading-models/{gradingModelId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gradingModelId: components["parameters"]["GradingModelId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Change a grading model */
        put: operations["updateGradingModel"];
        post?: never;
        /** Delete a grading model no exam uses */
        delete: operations["deleteGradingModel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * The course's question bank (latest versions) with server-side filters, full-text search and paging
         * @description Admin, or a teacher of the course. `query` searches title, text and answers (all words must match,
         *     stemming-free, prefix matching on the last word); `nodeId` includes the node's descendants unless
         *     `includeDescendants=false`.
         */
        get: operations["listQuestions"];
        put?: never;
        /**
         * Create a question (version 1 of a new chain)
         * @description A code or SQL question is saved only when its reference solution passes its own tests, unless
         *     `referenceCheck=skip` saves it inactive (see the parameter).
         */
        post: operations["createQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/questions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a student would see of an unsaved question (the editor's preview) */
        post: operations["previewQuestionDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/question-tags": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /** The tags used by the course's questions, with counts */
        get: operations["listQuestionTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        /** One question version with its answers, tests and template (staff only) */
        get: operations["getQuestion"];
        /**
         * Save the latest version in place, or as a new version of the chain
         * @description `mode=in-place` changes this version; `mode=new-version` adds version n+1 (the new latest) and keeps this
         *     one for history. Only the latest version can be saved (409 NOT_LATEST). A code or SQL question is saved
         *     only when its reference solution passes its own tests, unless `referenceCheck=skip` saves it inactive (see
         *     the parameter).
         */
        put: operations["updateQuestion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Deactivate (or reactivate) a question; inactive questions are not drawn by exams
         * @description Making a code or SQL question active first runs its reference solution against its tests as saving does
         *     (see the `referenceCheck` parameter of updateQuestion): 422 `REFERENCE_FAILS` when it fails, so a question
         *     saved unchecked becomes active only once its reference passes.
         */
        put: operations["setQuestionActive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a question into a new chain (version 1), titled "… (copy)" */
        post: operations["cloneQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        /** Every version of the question's chain, newest first */
        get: operations["listQuestionVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exactly what a student receives of this question for a seed (no answers, keys or hidden tests) */
        post: operations["previewQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/trials": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grade an answer to the question as an exam would (the question test page)
         * @description Kinds with a pure grader are graded at once (`status: graded`). Code and SQL go through the grading
         *     queue: the answer is `queued` and `getGradingJob` reports the result.
         */
        post: operations["tryQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grading-jobs/{gradingJobId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gradingJobId: components["parameters"]["GradingJobId"];
            };
            cookie?: never;
        };
        /** The state and result of a queued grading job (only for who requested it) */
        get: operations["getGradingJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/code-runners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which languages this installation can run, and where (local sandbox or Judge0) */
        get: operations["listCodeRunners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store an image for the course's questions (PNG, JPEG, GIF or WebP; at most 5 MB)
         * @description The body is the file itself. The type is read from the file's first bytes, not from its name.
         */
        post: operations["uploadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        /** An attachment's bytes (staff of its course; a student when a question of an exam instance they started shows it) */
        get: operations["getAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/question-imports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read a Moodle XML or GIFT file and list what maps to which kind and what is skipped, and why */
        post: operations["previewQuestionImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/question-imports/apply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import every importable question of the file in one transaction (all or nothing) */
        post: operations["applyQuestionImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/question-exports/moodle-xml": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Export questions of the course as a Moodle XML file (kinds Moodle has; the others are listed as skipped) */
        post: operations["exportQuestionsMoodleXml"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/exams": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /**
         * The course's exams of an academic year, with counts of instances by state
         * @description Admin, or a teacher of the course. Archived exams only with `archived=true`. Ordered by ordinal, then
         *     the window's start.
         */
        get: operations["listExams"];
        put?: never;
        /** Create an exam (a draft until published) */
        post: operations["createExam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/exam-validation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Errors and warnings of an exam as the editor holds it, without saving
         * @description The same checks as `getExamValidation`, on an unsaved exam (the editor's Validate button before the
         *     first save). Errors block publishing; warnings do not.
         */
        post: operations["validateExamDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** An exam with its parts, counts and what can no longer change */
        get: operations["getExam"];
        /**
         * Change an exam
         * @description Once instances exist only what is safe may change (`lockedFields` of the exam says what is locked and
         *     why): a locked field sent with another value is refused with 409 `EXAM_LOCKED`, naming the fields.
         *     The academic year never changes (clone the exam instead).
         */
        put: operations["updateExam"];
        post?: never;
        /**
         * Delete an exam no student has started
         * @description Refused with 409 `IN_USE` once a student has started an instance: archive it instead.
         *     Pre-generated instances are deleted with it.
         */
        delete: operations["deleteExam"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/archived": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        get?: never;
        /** Archive an exam or bring it back */
        put: operations["setExamArchived"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/published": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Publish an exam to its students, or take it back to a draft
         * @description Publishing is refused with 422 `EXAM_INVALID` while validation reports an error (the errors are in
         *     `details`). A draft is taken back only while no student has started.
         */
        put: operations["setExamPublished"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy an exam, with its parts, into this or another academic year
         * @description The copy is a draft without instances. Nodes and grading models stay (nodes belong to the course,
         *     not to a year); the window moves by whole years when the copy goes to another academic year.
         */
        post: operations["cloneExam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/validation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** Errors and warnings of a saved exam */
        get: operations["getExamValidation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/samples": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A sample instance drawn for a seed, as a student would get it, with the solutions for staff
         * @description Nothing is stored. The same seed on the same question bank gives the same sample; without a seed
         *     one is chosen.
         */
        post: operations["previewExamSample"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/generation-runs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** The latest pre-generation runs of an exam (newest first) */
        get: operations["listExamGenerationRuns"];
        put?: never;
        /**
         * Pre-generate instances for every enrolled student (or one class group), in the background
         * @description Answers at once with the run; its progress is read with `listExamGenerationRuns`. A student who has
         *     an instance keeps it (counted as existing). Refused with 409 `GENERATION_RUNNING` while a run of the
         *     exam is going.
         */
        post: operations["startExamGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/instances": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * An exam's instances by state (and its students without one, for not-started)
         * @description `state`: see docs/exams.md. `not-started` lists the enrolled students who have not started, with
         *     their pre-generated instance if they have one (`instanceId` null otherwise).
         */
        get: operations["listExamInstances"];
        put?: never;
        post?: never;
        /** Delete every pre-generated instance no student has started */
        delete: operations["deleteGeneratedInstances"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-instances/{examInstanceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        /** One instance for staff: each question as the student sees it, the answer, the grade and the solution */
        get: operations["getExamInstance"];
        put?: never;
        post?: never;
        /** Delete an instance; the student gets a fresh one at their next start */
        delete: operations["deleteExamInstance"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-instances/{examInstanceId}/let-in": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let a student whose sign-in is held back by failed attempts sign in now
         * @description Clears every failed-sign-in count that holds the instance's student back (from any address or browser), so
         *     the right password works at once. Staff of the exam's course; recorded with who and when.
         */
        post: operations["letStudentSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-instances/{examInstanceId}/unsubmit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a submitted instance to ongoing, with a new deadline
         * @description The new deadline is now plus `minutes` (on the server's clock). Recorded with who and when.
         */
        post: operations["unsubmitExamInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-instances/{examInstanceId}/extension": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give one student more time
         * @description Adds `minutes` to the instance's extension; an ongoing instance's deadline moves at once. Recorded with who and when.
         */
        post: operations["extendExamInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/students/{studentId}/accommodation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        /**
         * A student's accommodation (extra time in every exam) and its history
         * @description Staff who teach a course the student is enrolled in (any year), and admins. The note is for staff only;
         *     students never receive it. `current` is null when the student has none.
         */
        get: operations["getStudentAccommodation"];
        /**
         * Set a student's accommodation
         * @description Applies at once to every exam the student takes whose accommodations apply: an ongoing instance's deadline
         *     moves later (never earlier than it was) and the move is written to its event log. Kept in the history.
         */
        put: operations["setStudentAccommodation"];
        post?: never;
        /**
         * Remove a student's accommodation
         * @description Later starts get the exam's own time; a running attempt keeps the deadline it was promised. Kept in the history.
         */
        delete: operations["removeStudentAccommodation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * An exam's overrides for students and class groups
         * @description Each with the students it reaches and warnings about rules that can never apply. Precedence: a student's
         *     override, then their class group's, then the exam; accommodations then add time (docs/exams.md).
         */
        get: operations["listExamOverrides"];
        put?: never;
        /**
         * Give one student or one class group another window, duration, password or start permission
         * @description Ongoing instances it reaches get a later deadline at once if it gives more time (never an earlier one).
         */
        post: operations["createExamOverride"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-overrides/{examOverrideId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examOverrideId: components["parameters"]["ExamOverrideId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Change an override
         * @description Its target (student or class group) stays; ongoing instances it reaches never get an earlier deadline.
         */
        put: operations["updateExamOverride"];
        post?: never;
        /**
         * Delete an override
         * @description Later starts follow the next rule down; a running attempt keeps the deadline it was promised.
         */
        delete: operations["deleteExamOverride"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/seb-config": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * The Safe Exam Browser configuration the server generates for the exam
         * @description An unencrypted .seb file (XML property list): the start URL is the students' home here, the quit URL the
         *     sign-out page, only this server's pages may be opened, and SEB sends its Config Key and Browser Exam Key hashes
         *     with every request. X-Seb-Config-Key gives the file's Config Key, which the server accepts for this exam.
         */
        get: operations["getExamSebConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/exams/{examId}/seb-config": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * The Safe Exam Browser configuration of one of the student's exams
         * @description The file of getExamSebConfig, for an exam of the student's that requires Safe Exam Browser (404 otherwise).
         */
        get: operations["getMySebConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/exams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's exams: open now, upcoming and past
         * @description Published exams of the courses and academic years the student is enrolled in. Times are the server's;
         *     `serverNow` lets the client show them against its own clock.
         */
        get: operations["listMyExams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/exams/{examId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start (or resume) an exam: the same instance however often it is pressed
         * @description Checks the window, the password (when the exam has one; wrong passwords are limited per student:
         *     429 `EXAM_PASSWORD_THROTTLED`) and the enrolment; uses the pre-generated instance or generates one,
         *     and starts it. Starting twice (two tabs, a double click, a retry) returns the same instance. An exam
         *     the student may not see is 404; one not open now 409 `EXAM_NOT_OPEN`; a wrong password 403
         *     `WRONG_EXAM_PASSWORD`; a submitted instance 409 `ALREADY_SUBMITTED`.
         */
        post: operations["startMyExam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        /**
         * The student's own instance: its questions as they see them, their saved answers and the server's deadline
         * @description Never keys, solutions, penalties, hidden tests or another student's data. A submitted instance has no
         *     questions here (see `getMyReview`). An ongoing instance past its deadline plus the grace is submitted
         *     by the server first.
         */
        get: operations["getMyInstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save answers: each kept only when its sequence number is newer than the one held
         * @description Idempotent: replaying a queue (timeouts, reloads, two tabs) ends with the server holding the newest
         *     local state. Each answer is acknowledged with the sequence the server holds and a status: `saved`
         *     (this one is held), `stale` (a newer one is held), `late` (after the deadline plus the grace: kept for
         *     staff, not counted), `refused` (not a question of this instance, of another kind, or behind a
         *     forward-only exam's position).
         */
        post: operations["saveMyAnswers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/position": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Move on in a forward-only exam (never back)
         * @description The furthest question reached only grows; answers to questions before it are refused afterwards.
         */
        put: operations["setMyPosition"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit: closed questions are graded at once, code and SQL by the grading queue
         * @description Idempotent: a submitted instance answers with its result. Answers sent in the same request as the
         *     submit should be saved first with `saveMyAnswers`.
         */
        post: operations["submitMyInstance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/questions/{ordinal}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
                ordinal: components["parameters"]["Ordinal"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a code or SQL answer against the question's public tests, while the exam is in progress
         * @description Code runs the public tests only; SQL runs on the visible data set only (never the hidden tests or data).
         *     Each run counts toward the exam's runs per question (`maxCodeRuns`): 409 `NO_RUNS_LEFT` when they are
         *     used up (a run is counted before it starts, so two at once cannot pass the limit), 409 `NOT_ONGOING`
         *     when the exam is not in progress, 400 for a question that cannot be run or an answer of another kind.
         *     The run is logged (`code-run`) and changes no grade.
         */
        post: operations["runMyAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        /**
         * The result and, during the review period, the answers with their points (and the solutions when the exam shows them)
         * @description Before the review period (or after it) only the totals (questions empty). During it, each question's view, the
         *     student's answer and its grade; the correct answers only when the exam shows solutions. Of a grade's hidden
         *     tests only whether each passed, its weight, its time and the kind of its error (no input, outputs, name or id:
         *     the id is `hidden-<n>`, the name empty); of the hidden SQL data set only whether the query matched. Other
         *     students' data never.
         */
        get: operations["getMyReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/live": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        /**
         * The student's live channel for one of their instances (Server-Sent Events)
         * @description `text/event-stream`, open while the page is: each event's `id` is its number and its `data` a
         *     `LiveEvent` (what changed, never the content: the client fetches that through the other operations).
         *     `after` resumes after the last event the client has (it then first gets what it missed); a comment
         *     line every 15 s keeps the connection open through proxies. An open channel counts as contact with
         *     the student (docs/live.md). 404 for an instance that is not theirs.
         */
        get: operations["streamMyInstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/live": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * The staff's live channel for one exam (Server-Sent Events): instances, tickets, receipts, contact
         * @description As `streamMyInstance`, for staff of the exam's course: an event whenever an instance of the exam
         *     changes state or contact, a ticket changes, or a message is delivered or displayed.
         */
        get: operations["streamExam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the student's page noticed: heartbeats, focus, full screen, reconnects after offline
         * @description Accepted only from the instance's owner while it is ongoing (409 `NOT_ONGOING` otherwise). Times are
         *     the server's; `clientAt` is kept beside them. A heartbeat only counts as contact and is not logged.
         */
        post: operations["recordMyEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-instances/{examInstanceId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        /**
         * An instance's event log: from a moment, or the last n, filtered by kind
         * @description With `from`: the first `limit` events at or after it; without: the last `limit` events. Oldest first
         *     either way. `kinds` filters (none: all). The summary counts over the whole log.
         */
        get: operations["listExamInstanceEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-instances/{examInstanceId}/questions/{ordinal}/history": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
                ordinal: components["parameters"]["Ordinal"];
            };
            cookie?: never;
        };
        /** Every answer the student saved for one question, oldest first (what they had at any moment) */
        get: operations["getAnswerHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        /** The student's tickets on their instance, with the staff's answers */
        get: operations["listMyTickets"];
        put?: never;
        /**
         * A question about one question of the instance, to the staff (during the exam or the review)
         * @description 409 `NOT_OPEN_FOR_TICKETS` when the instance is neither ongoing nor in its review period; 400 for a
         *     place the instance does not have.
         */
        post: operations["raiseMyTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/tickets/{ticketId}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed ticket with a further question
         * @description 409 `TICKET_NOT_CLOSED` when it is not closed; 409 `NOT_OPEN_FOR_TICKETS` as for raising one.
         */
        post: operations["reopenMyTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** The tickets of an exam's instances */
        get: operations["listExamTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/regrade-questions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * The question chains an exam's submitted instances were given, for choosing what to regrade
         * @description One row per question chain (the versions of one question): the versions the instances hold, the newest
         *     version of the chain, and how many submitted instances hold it (docs/grading.md, Regrade).
         */
        get: operations["listExamRegradeQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/regrade-previews": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A dry run of a regrade; writes no grade
         * @description Grades the stored answers of the exam's submitted instances again with the options given and keeps the
         *     outcome as a preview: which answers and instances would change (old → new score, pass/fail). Closed kinds
         *     are graded at once; code and SQL answers go through the grading queue and its sandboxes, so the preview
         *     may come back `grading` — ask for it again (`getExamRegradePreview`) until it is `ready`.
         *     Nothing students see changes until `applyExamRegrade`. While a preview of the exam still has answers in the
         *     sandboxes, another is 409 `REGRADE_BUSY` (so previews cannot pile jobs onto the queue of a running exam).
         */
        post: operations["previewExamRegrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/regrade-previews/{previewId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
                previewId: components["parameters"]["RegradePreviewId"];
            };
            cookie?: never;
        };
        /** A regrade's dry run, with its progress while code and SQL answers are graded */
        get: operations["getExamRegradePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/regrades": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** The regrades applied to an exam, newest first */
        get: operations["listExamRegrades"];
        put?: never;
        /**
         * Apply a regrade's dry run, in one transaction, recorded with who and why
         * @description Writes exactly what the preview showed: the answers' grades, the instances' questions (version, grading
         *     model, points) and totals, and a record of the regrade (reason, who, when, options, changes). 409
         *     `REGRADE_STALE` when anything the preview was computed from has changed since (an answer graded or
         *     manually graded, an instance unsubmitted, a newer question version, a grading model edited): preview again.
         *     409 `REGRADE_NOT_READY` while the preview is still grading, 409 `REGRADE_APPLIED` when it was applied already,
         *     409 `REGRADE_EMPTY` when it would write nothing.
         */
        post: operations["applyExamRegrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/manual-grading/questions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * The exam's questions with grading progress, its submitted instances and how many grades wait for Apply
         * @description A question is a question chain (`questionRootId`): the same question drawn at different places of different
         *     instances is one question here. Only submitted instances count (docs/grading.md, Manual grading).
         */
        get: operations["listManualGradingQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/manual-grading/answers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * The answers to grade, by question (every student's answer to one question) or by student (one instance)
         * @description Give `questionRootId` (by question) or `instanceId` (by student), or both. Answers of submitted instances
         *     only, ordered by the student's last name, first name. `ungraded`: without a shadow grade; `minScore` /
         *     `maxScore`: the score the answer has now (the shadow grade's, else the applied or automatic one);
         *     `lastNameFrom` / `lastNameTo`: an inclusive range by the start of the last name (case-insensitive).
         */
        get: operations["listManualGradingAnswers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/manual-grading/grades/{examInstanceId}/{ordinal}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
                examInstanceId: components["parameters"]["ExamInstanceId"];
                ordinal: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Saves a grader's (shadow) grade of one answer; students see it only after Apply
         * @description `baseVersion` names the version of the grade the grader started from (absent: there was no grade yet).
         *     When another save came first the save is refused with 409 `GRADE_CONFLICT`, never silently overwritten.
         *     `score` typed by the grader wins; without it the score is the sum of the ticked rubric items' points plus
         *     `adjustment`, clamped to the question's bounds (docs/grading.md). A typed score outside the bounds is a 400.
         */
        put: operations["saveManualGrade"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/manual-grading/rubric": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** The rubric items of one of the exam's questions (shared by every exam that uses the question) */
        get: operations["listRubricItems"];
        put?: never;
        /**
         * Adds a rubric item to one of the exam's questions (last in order)
         * @description A question has at most 100 live rubric items; one more is 409 `RUBRIC_FULL`.
         */
        post: operations["createRubricItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/manual-grading/rubric/{rubricItemId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
                rubricItemId: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a rubric item; grades that ticked it are re-scored without it */
        delete: operations["deleteRubricItem"];
        options?: never;
        head?: never;
        /**
         * Changes a rubric item; changed points re-score every shadow grade that ticks it
         * @description Every shadow grade ticking the item whose score was not typed gets the new sum (clamped to its question's
         *     bounds); a grade already applied whose score changes becomes "changed since applied" and goes with the next
         *     Apply. `rescored` says how many grades changed.
         */
        patch: operations["updateRubricItem"];
        trace?: never;
    };
    "/exams/{examId}/manual-grading/apply-preview": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** What Apply would change — the answers, and the instances whose score or pass changes, before and after */
        get: operations["previewManualGradesApply"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/manual-grading/apply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies the shadow grades not yet applied into the students' answers and recomputes their instances
         * @description In one transaction: each answer gets the grade's score, outcome, comment, grader and time (marked manual),
         *     each instance touched is recomputed (`exam_recompute_totals`) and announced on the live channel, and the
         *     grades are marked applied. Answers with the summary of what changed.
         */
        post: operations["applyManualGrades"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/manual-grading/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** Graders compared per question — how many grades, their mean score and spread */
        get: operations["getGraderStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{courseId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        /** The tickets of a course's exams in the context's academic year (optionally only those assigned to me) */
        get: operations["listCourseTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{ticketId}/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a ticket (assign it to oneself) */
        post: operations["assignTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{ticketId}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a ticket (the student sees it on the question at once), and close it when asked */
        post: operations["answerTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{ticketId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a ticket without a further answer
         * @description 409 `TICKET_CLOSED` when it is closed already.
         */
        post: operations["closeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /** The messages sent to an exam's takers, with how many were delivered and displayed */
        get: operations["listExamMessages"];
        put?: never;
        /**
         * Send a message (markdown) to all takers of an exam, to those of one class group, or to one student
         * @description Takers are the students with an instance of the exam, including those who start after it is sent.
         *     400 for a class group or student the exam has no instance for.
         */
        post: operations["sendExamMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exam-messages/{messageId}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        /** Per recipient, when the message was delivered and when it was displayed (or not yet) */
        get: operations["listMessageReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        /** The messages sent to the student about this exam, newest first */
        get: operations["listMyMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my/instances/{examInstanceId}/messages/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receipts: the page received these messages (delivered), and showed them (displayed)
         * @description Idempotent; a receipt's times are the server's at its first report.
         */
        post: operations["acknowledgeMyMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stalk/{courseAcronym}/{examAbbreviation}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseAcronym: string;
                examAbbreviation: string;
            };
            cookie?: never;
        };
        /**
         * Public: an exam's ongoing instances under pseudonyms, for proctors (only exams that allow it)
         * @description No sign-in. Never names, e-mails, student numbers, addresses or answers: a pseudonym stable for the
         *     exam, progress, focus losses, time left and last contact. The same 404 for an exam that does not
         *     exist and one that does not allow it; rate-limited per address (429).
         */
        get: operations["getStalk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results of one or more exams of a course per student (and per question), as a CSV or XLSX file
         * @description The exams must all be of one course — the context course when one is sent — which the caller administers or
         *     teaches; any other exam answers like a missing one (404). The file is
         *     streamed as it is written: `X-Export-Rows` says up front how many instance rows follow (all exams together),
         *     and for XLSX `X-Export-Bytes-Estimate` how many bytes the file is expected to have (an estimate: the sheets
         *     are compressed). CSV is UTF-8 with a byte order mark, RFC 4180 quoting, and a leading apostrophe on text
         *     cells that start with `=`, `+`, `-` or `@`. XLSX has a summary sheet and one sheet per exam, with typed cells
         *     and a frozen header (docs/exports.md).
         */
        get: operations["exportResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exams/{examId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        /**
         * Item analysis of an exam's submitted instances (docs/analytics.md)
         * @description Scores (mean, median, quartiles, sample SD, histogram of the score %), pass rate, durations, the same per
         *     class group, and per question facility, item-rest discrimination, time and flags; Cronbach's α over the
         *     questions every submitted instance has. Teachers of the exam's course and administrators; anyone else gets
         *     the 404 of a missing exam.
         */
        get: operations["getExamAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/questions/{questionId}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        /**
         * A question's use across exams and years, its facility and discrimination per exam, and its answers
         * @description Any version of the question names its whole chain. Teachers of the question's course and administrators;
         *     anyone else gets the 404 of a missing question.
         */
        get: operations["getQuestionAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description CSV (UTF-8 with a byte order mark) or an Excel workbook.
         * @enum {string}
         */
        ResultsExportFormat: "csv" | "xlsx";
        /**
         * @description Which instances the export holds — submitted ones, every started one, or every one (also generated, not started).
         * @default submitted
         * @enum {string}
         */
        ResultsExportInstances: "submitted" | "started" | "all";
        /** @description The one shape of every non-2xx response. */
        Error: {
            /**
             * @description Stable machine-readable code, e.g. VALIDATION_FAILED, UNAUTHENTICATED, FORBIDDEN.
             * @example VALIDATION_FAILED
             */
            code: string;
            /** @description Human-readable explanation, safe to show to the user. */
            message: string;
            /** @description Per-field problems of a validation error. */
            details?: {
                path: string;
                message: string;
            }[];
            /** @description On a 429, the seconds to wait before trying again (also in the Retry-After header). */
            retryAfterSeconds?: number;
        };
        SuccessResponse: {
            /** @enum {boolean} */
            success: true;
        };
        ReadinessResponse: {
            /** @enum {boolean} */
            success: true;
            /** @enum {string} */
            status: "ready";
        };
        HealthResponse: {
            /** @enum {boolean} */
            success: true;
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "pglite" | "postgresql";
            version: string;
        };
        AuthProvider: {
            /** @enum {string} */
            id: "google" | "aai";
            /** @example Google */
            name: string;
        };
        AuthProvidersResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                /** @description Whether username + password sign-in is offered. */
                localLogin: boolean;
                providers: components["schemas"]["AuthProvider"][];
            };
        };
        LocalLoginRequest: {
            username: string;
            password: string;
        };
        ExchangeLoginCodeRequest: {
            code: string;
        };
        /** @description The user's database record as the SPA shows it. */
        DbUser: {
            id: number;
            username: string | null;
            firstName: string;
            lastName: string;
            fullName: string;
            email: string | null;
            /**
             * @description Admin, Teacher or Student.
             * @example Admin
             */
            roleName: string;
            smallImageUrl: string | null;
            /** @description local, google or aai. */
            provider: string;
        };
        CurrentUser: {
            username: string;
            dbUser: components["schemas"]["DbUser"];
        };
        CurrentUserResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CurrentUser"];
        };
        LoginResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                /** @description Bearer token for the Authorization header. */
                token: string;
                /** @description Value for the X-CSRF-Token header (equals the HttpOnly cookie). */
                csrfToken: string;
                /** Format: date-time */
                expiresAt: string;
                user: components["schemas"]["CurrentUser"];
            };
        };
        SearchResult: {
            /** @enum {string} */
            type: "Exam" | "Course" | "Student";
            id: number;
            title: string;
            idAcademicYear: number | null;
            academicYear: string | null;
            /** @description Student number for students. */
            altId2: string | null;
            /** @description Exam or course acronym; a student's email. */
            titleAbbrev: string | null;
            /** @description The SPA route that opens the result. */
            path: string;
        };
        SearchAnythingResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["SearchResult"][];
        };
        ThemeSettings: {
            activeDarkTheme: string;
            activeLightTheme: string;
            fontFamily: string;
            fontSize: string;
            darkModeActive: boolean;
            codeMirrorTheme: string;
        };
        /** @enum {string} */
        FormButtonsPosition: "right" | "top-right" | "bottom-right";
        /** @description The settings payload the SPA saves as a whole object. */
        UserSettings: {
            username: string;
            currCourseId: number;
            currAcademicYearId: number;
            markWhitespace: boolean;
            showQuestionHeader: boolean;
            theme: components["schemas"]["ThemeSettings"];
            dictFormButtonsPosition: {
                [key: string]: components["schemas"]["FormButtonsPosition"];
            };
            language?: components["schemas"]["Language"];
        };
        /**
         * @description The language of the user interface (absent in settings saved before languages existed).
         * @enum {string}
         */
        Language: "en" | "hr";
        UserSettingsResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["UserSettings"] | null;
        };
        /** @enum {string} */
        ActivityKind: "exam" | "question" | "ticket" | "grade";
        /**
         * @description One thing the user did (or, for tickets assigned to them, a student wrote). `action` says what; the other
         *     fields name what it is about (null where they do not apply).
         */
        ActivityEvent: {
            /** @description Unique among events; also the keyset's tie-breaker. */
            id: string;
            kind: components["schemas"]["ActivityKind"];
            /** @enum {string} */
            action: "exam-created" | "exam-updated" | "instances-generated" | "instance-unsubmitted" | "instance-extended" | "instance-deleted" | "instances-deleted" | "instance-submitted" | "question-created" | "question-version" | "question-updated" | "ticket-raised" | "ticket-reopened" | "ticket-assigned" | "ticket-answered" | "ticket-closed" | "answer-graded" | "exam-regraded";
            /** Format: date-time */
            at: string;
            courseId: number;
            courseAcronym: string;
            examId: number | null;
            examTitle: string | null;
            /** @description Null also when the instance has been deleted since. */
            instanceId: number | null;
            studentName: string | null;
            questionId: number | null;
            questionTitle: string | null;
            /** @description The question version saved (question-version). */
            version: number | null;
            /** @description The question's place in the instance (tickets, grades). */
            ordinal: number | null;
            ticketId: number | null;
            /**
             * @description instances-generated - instances generated; instances-deleted - instances deleted; instance-extended and
             *     instance-unsubmitted - minutes; answer-graded - the score given; exam-regraded - answers changed.
             */
            count: number | null;
        };
        ActivityPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                items: components["schemas"]["ActivityEvent"][];
                /** @description Pass as `before` for the next (older) page; null on the last page. */
                nextCursor: string | null;
            };
        };
        Course: {
            id: number;
            courseName: string;
            courseAcronym: string;
        };
        CourseListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Course"][];
        };
        AcademicYear: {
            id: number;
            /** @example 2026/2027 */
            title: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            isCurrent: boolean;
            /** @description Exams belong to the year (it cannot be deleted while they do). */
            hasExams: boolean;
            /** @description Students are enrolled in courses of the year (it cannot be deleted while they are). */
            hasEnrolments: boolean;
        };
        AcademicYearListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AcademicYear"][];
        };
        Paging: {
            /** @description Rows matching the filters, over all pages. */
            total: number;
            page: number;
            pageSize: number;
        };
        AdminCourse: {
            id: number;
            courseName: string;
            courseAcronym: string;
            description: string | null;
            teacherCount: number;
            enrolmentCount: number;
            examCount: number;
            nodeCount: number;
        };
        CourseInput: {
            courseName: string;
            /** @description Letters, digits, - and _ (used in the public stalk URL). */
            courseAcronym: string;
            description: string | null;
        };
        AdminCourseResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AdminCourse"];
        };
        AdminCourseListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AdminCourse"][];
        };
        AcademicYearInput: {
            /** @description e.g. 2026/2027. */
            title: string;
            /** Format: date */
            startDate: string;
            /**
             * Format: date
             * @description On or after startDate.
             */
            endDate: string;
        };
        AcademicYearResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AcademicYear"];
        };
        Identity: {
            /** @description google or aai. */
            provider: string;
            issuer: string;
            subject: string;
        };
        StaffUser: {
            id: number;
            username: string | null;
            firstName: string;
            lastName: string;
            email: string | null;
            /** @enum {string} */
            roleName: "Admin" | "Teacher";
            isActive: boolean;
            /** @description Whether the user can sign in with a local password. */
            hasPassword: boolean;
            identities: components["schemas"]["Identity"][];
            /** @description The courses the user teaches. */
            courses: components["schemas"]["Course"][];
            /** Format: date-time */
            lastSeenAt: string | null;
        };
        StaffUserCreate: {
            /** @description Needed for a local account. */
            username: string | null;
            firstName: string;
            lastName: string;
            /**
             * Format: email
             * @description Links the first OpenID Connect sign-in with this address to the account.
             */
            email: string | null;
            /** @enum {string} */
            roleName: "Admin" | "Teacher";
            /** @description Makes it a local account (requires username). */
            password?: string;
        };
        StaffUserUpdate: {
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string | null;
            /** @enum {string} */
            roleName: "Admin" | "Teacher";
            isActive: boolean;
            /** @description Sets a new local password (requires a username). */
            password?: string;
        };
        StaffUserResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["StaffUser"];
        };
        StaffUserPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["StaffUser"][];
            };
        };
        OnlineUser: {
            sessionId: number;
            userId: number;
            fullName: string;
            username: string | null;
            roleName: string;
            courseId: number | null;
            courseAcronym: string | null;
            /** @description The SPA route the user's client last reported. */
            route: string | null;
            /** Format: date-time */
            lastSeenAt: string;
            /** Format: date-time */
            signedInAt: string;
            ip: string | null;
        };
        OnlineUserListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["OnlineUser"][];
        };
        PresenceInput: {
            route: string;
        };
        Student: {
            id: number;
            firstName: string;
            lastName: string;
            email: string | null;
            /** @description The student number (JMBAG); unique. */
            altId: string | null;
            /** @description A second identifier (e.g. an older student number). */
            altId2: string | null;
            /** @description The register's default class group; an enrolment may override it. */
            classGroup: string | null;
            imageUrl: string | null;
            /** @description Whether the student can sign in. */
            hasAccount: boolean;
        };
        StudentInput: {
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string | null;
            altId: string | null;
            altId2: string | null;
            classGroup: string | null;
            imageUrl: string | null;
        };
        StudentResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Student"];
        };
        StudentPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Student"][];
            };
        };
        StudentDetailResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                student: components["schemas"]["Student"];
                /** @description Newest academic year first. */
                enrolments: components["schemas"]["Enrolment"][];
            };
        };
        /** @description One instance of a student, as the student page lists it. */
        StudentExam: {
            instanceId: number;
            examId: number;
            examTitle: string;
            courseId: number;
            courseAcronym: string;
            academicYear: string;
            /** @enum {string} */
            state: "generated" | "ongoing" | "submitted";
            /** Format: date-time */
            generatedAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            score: number | null;
            maxScore: number | null;
            scorePercent: number | null;
            passed: boolean | null;
            /** @enum {string} */
            gradingState: "none" | "pending" | "manual" | "graded";
            /** @description A practice exam (its score does not count). */
            scoreIgnored: boolean;
            /** @description Percentile rank (0..100) among the exam's submitted instances with a score; see listStudentExams. */
            percentile: number | null;
            /** @description How many of the exam's submitted instances have a score (the percentile's population). */
            rankedCount: number;
        };
        StudentExamListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["StudentExam"][];
        };
        Enrolment: {
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
        EnrolmentCreate: {
            studentId: number;
            courseId: number;
            academicYearId: number;
            classGroup: string | null;
        };
        EnrolmentUpdate: {
            classGroup: string | null;
        };
        EnrolmentResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Enrolment"];
        };
        EnrolmentPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["Enrolment"][];
            };
        };
        StudentImportRequest: {
            /** @description The file's text (UTF-8), header row first. */
            csv: string;
            /** @description Enrol every row in this course (with academicYearId). */
            courseId?: number | null;
            academicYearId?: number | null;
            /**
             * @description Apply the valid rows and skip the invalid ones (apply only).
             * @default false
             */
            skipInvalid: boolean;
        };
        StudentImportRow: {
            /** @description Line number in the file (the header is line 1). */
            line: number;
            altId: string | null;
            firstName: string | null;
            lastName: string | null;
            email: string | null;
            classGroup: string | null;
            /** @enum {string} */
            status: "new" | "update" | "unchanged" | "invalid";
            /**
             * @description What happens to the row's enrolment (none without a course and year).
             * @enum {string}
             */
            enrolment: "new" | "update" | "unchanged" | "none";
            errors: string[];
        };
        StudentImportSummary: {
            total: number;
            new: number;
            update: number;
            unchanged: number;
            invalid: number;
            enrolmentsNew: number;
            enrolmentsUpdate: number;
        };
        StudentImportPreviewResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                summary: components["schemas"]["StudentImportSummary"];
                /** @description Every invalid row, then the others in file order up to 1000 rows in all. */
                rows: components["schemas"]["StudentImportRow"][];
                /** @description Whether rows were left out of `rows` (never invalid ones). */
                truncated: boolean;
            };
        };
        StudentImportResultResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                summary: components["schemas"]["StudentImportSummary"];
                /** @description Invalid rows left out (skipInvalid). */
                skipped: number;
            };
        };
        NodeType: {
            id: number;
            name: string;
            /** @example #4f7cff */
            color: string;
            nodeCount: number;
        };
        NodeTypeInput: {
            name: string;
            color: string;
        };
        NodeTypeResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["NodeType"];
        };
        NodeTypeListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["NodeType"][];
        };
        Node: {
            id: number;
            courseId: number;
            name: string;
            description: string | null;
            nodeTypeId: number;
            nodeTypeName: string;
            nodeTypeColor: string;
            parentIds: number[];
            /** @description Questions attached to this node itself. */
            questionCount: number;
            /** @description Distinct questions attached to this node or any of its descendants. */
            totalQuestionCount: number;
        };
        NodeCreate: {
            name: string;
            description: string | null;
            nodeTypeId: number;
            parentIds: number[];
        };
        NodeUpdate: {
            name: string;
            description: string | null;
            nodeTypeId: number;
        };
        NodeResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Node"];
        };
        NodeListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Node"][];
        };
        GradingModelExam: {
            id: number;
            title: string;
            courseAcronym: string;
            academicYear: string;
        };
        GradingModel: {
            id: number;
            /** @example 15/0/-5 */
            name: string;
            correctScore: number;
            incorrectScore: number;
            unansweredScore: number;
            /**
             * @description Score percentage (0–100) at or above which a partially correct answer counts as correct in the
             *     correct/incorrect/partial counts; null = only a full score is correct.
             */
            threshold: number | null;
            /** @description Exams that use the model (a model in use cannot be deleted). */
            exams: components["schemas"]["GradingModelExam"][];
        };
        GradingModelInput: {
            name: string;
            /** @description Greater than incorrectScore. */
            correctScore: number;
            incorrectScore: number;
            unansweredScore: number;
            threshold: number | null;
        };
        GradingModelResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["GradingModel"];
        };
        GradingModelListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["GradingModel"][];
        };
        /** @enum {string} */
        QuestionKind: "multiple-choice" | "true-false" | "free-text" | "code" | "sql" | "json" | "complex" | "ordered-elements" | "connected-elements" | "text-completion" | "diagram" | "scale" | "numerical";
        /** @enum {string} */
        CodeLanguage: "c" | "cpp" | "java" | "python" | "javascript";
        /** @description A stable id of an option, element, test or sub-question within its question. */
        ItemId: string;
        LabelledItem: {
            id: components["schemas"]["ItemId"];
            text: string;
        };
        ChoiceOption: {
            id: components["schemas"]["ItemId"];
            /** @description Markdown. */
            text: string;
            correct: boolean;
            /** @description Percent of the range between correct and incorrect score lost when the student's choice of this option differs from the key. */
            penalty: number;
            /** @description Markdown shown to a student who chose this option, in the review when the exam shows feedback or solutions. */
            feedback?: string;
        };
        CodeTest: {
            id: components["schemas"]["ItemId"];
            name: string;
            /** @description Standard input of the program. */
            input: string;
            /** @description The expected standard output, or a regular expression when `regex`. */
            expectedOutput: string;
            /** @description Percent of the question's score this test is worth. */
            weight: number;
            /** @description Public tests are shown to students with their input and expected output; hidden tests never are. */
            public: boolean;
            /** @description Ignore leading/trailing whitespace of every line and trailing empty lines. */
            trimWhitespace: boolean;
            ignoreCase: boolean;
            /** @description Compare the output lines as a multiset. */
            anyOrder: boolean;
            /** @description `expectedOutput` is a regular expression the whole output must match. */
            regex: boolean;
        };
        Diagram: {
            nodes: {
                id: components["schemas"]["ItemId"];
                label: string;
            }[];
            edges: {
                from: components["schemas"]["ItemId"];
                to: components["schemas"]["ItemId"];
                label: string;
            }[];
        };
        TextGap: {
            /** @description Accepted answers; whitespace is normalised before comparing. At least one, unless the gap is `numerical`. */
            answers: string[];
            /**
             * @description Percent of the gap's points each accepted answer gets, in the order of `answers` (absent: 100 each), so a
             *     gap may accept a partly right answer, as Moodle's embedded answers do. One answer must be worth 100.
             */
            fractions?: number[];
            caseSensitive: boolean;
            /** @description When not empty, the gap is a drop-down of these (which must include an accepted answer worth 100 %). */
            options: string[];
            /** @description The gap's share of the question's points against the other gaps' (absent — 1, so gaps count equally). */
            weight?: number;
            /** @description The gap takes a number, graded as a numerical question without units (`answers` and `options` are then empty). */
            numerical?: {
                answers: components["schemas"]["NumericalKey"][];
            };
        };
        ScaleLabel: {
            value: number;
            label: string;
        };
        MultipleChoiceContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "multiple-choice";
            /** @description Check boxes (any number correct) instead of radio buttons (exactly one correct). */
            multipleCorrect: boolean;
            shuffle: boolean;
            /**
             * @description How an answer is scored (absent: `penalties`, as questions saved before there was a choice).
             *     `penalties`: every option whose choice differs from the key costs its `penalty` percent (capped at 100).
             *     `all-or-nothing`: full points only for exactly the correct options (Moodle's multichoiceset).
             *     `right-minus-wrong`: the share of correct options chosen minus the share of wrong options chosen, never
             *     below 0. Options' penalties count only under `penalties`.
             * @enum {string}
             */
            scoring?: "penalties" | "all-or-nothing" | "right-minus-wrong";
            options: components["schemas"]["ChoiceOption"][];
        };
        TrueFalseContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "true-false";
            correct: boolean;
            /** @description Markdown shown in the review to a student who answered true (when the exam shows feedback or solutions). */
            trueFeedback?: string;
            /** @description Markdown shown in the review to a student who answered false. */
            falseFeedback?: string;
        };
        FreeTextContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "free-text";
            /** @description For graders only. */
            modelAnswer: string | null;
            maxLength: number | null;
        };
        CodeContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "code";
            language: components["schemas"]["CodeLanguage"];
            /** @description Code placed before the student's source (not shown to students). */
            prefix: string;
            /** @description What the student's editor starts with. */
            sourceTemplate: string;
            /** @description Code placed after the student's source, e.g. a main that calls it (not shown to students). */
            suffix: string;
            referenceSolution: string;
            timeLimitMs: number;
            memoryLimitMb: number;
            tests: components["schemas"]["CodeTest"][];
        };
        SqlContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "sql";
            /** @description The schema and data the student's query runs on (shown to students). */
            fixture: string;
            /** @description A second data set (same schema) that catches hard-coded answers; never shown. */
            hiddenFixture: string;
            referenceSolution: string;
            /** @description Compare tuple order (for queries with ORDER BY). */
            orderMatters: boolean;
            /**
             * @description `match`: the result columns must have the reference's names (case-insensitive), in order.
             * @enum {string}
             */
            columnNames: "ignore" | "match";
        };
        JsonContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "json";
            /** @description The expected JSON document (text). */
            reference: string;
            /**
             * @description `strict`: equal values with arrays in order; `deep`: also arrays in any order.
             * @enum {string}
             */
            compare: "deep" | "strict";
        };
        OrderedElementsContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "ordered-elements";
            /** @description In the correct order. */
            elements: components["schemas"]["LabelledItem"][];
        };
        ConnectedElementsContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "connected-elements";
            left: components["schemas"]["LabelledItem"][];
            right: components["schemas"]["LabelledItem"][];
            pairs: components["schemas"]["ElementPair"][];
            /**
             * @description Whether a left item may connect to several right items (students then pick several). Without it, each
             *     left item has at most one pair in the key. When absent (questions saved before it existed), the key
             *     decides: several pairs of one left item mean several.
             */
            multiple?: boolean;
        };
        ElementPair: {
            leftId: components["schemas"]["ItemId"];
            rightId: components["schemas"]["ItemId"];
        };
        TextCompletionContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "text-completion";
            /** @description Markdown with the gaps marked [[1]], [[2]], … in order. */
            gapText: string;
            gaps: components["schemas"]["TextGap"][];
        };
        DiagramContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "diagram";
            /**
             * @description `compare`: graded by the share of the reference's labelled nodes and edges drawn.
             * @enum {string}
             */
            grading: "manual" | "compare";
            reference: components["schemas"]["Diagram"] | null;
        };
        ScaleContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "scale";
            labels: components["schemas"]["ScaleLabel"][];
            /** @description Null for an opinion scale (any answer counts as correct). */
            correctValue: number | null;
        };
        /** @description An accepted answer of a numerical question, written in the base unit (the unit whose multiplier is 1). */
        NumericalKey: {
            /**
             * @description A number (read exactly: `3.14`, `-2.5e-3`, `3,14`) or an arithmetic formula (+ - * / % ** with parentheses
             *     and min, max, round, floor, ceil, abs) whose result is rounded to 15 significant figures. `{{name}}`
             *     placeholders of the question's template are filled in first, so a templated question computes each
             *     student's own value (a calculated question).
             */
            value: string;
            /**
             * @description `absolute`: the answer may differ by this much; `relative`: by this share of the value (0.01 = 1 %);
             *     `significant-figures`: the answer must lie within half a unit of the value's last significant figure,
             *     counting this many figures (an integer 1–15; 3.14159 to 3 figures accepts 3.14 and 3.145, not 3.15).
             */
            tolerance: number;
            /** @enum {string} */
            toleranceKind: "absolute" | "relative" | "significant-figures";
            /** @description Percent of the points an answer matching this key gets; the best matching key counts. */
            fraction: number;
            /** @description Markdown shown to a student whose answer this key matched (the best one), in the review when the exam shows feedback or solutions. */
            feedback?: string;
        };
        NumericalUnit: {
            name: string;
            /** @description How many of this unit make one base unit (m = 1, cm = 100, mm = 1000). */
            multiplier: number;
        };
        NumericalContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "numerical";
            answers: components["schemas"]["NumericalKey"][];
            units: components["schemas"]["NumericalUnit"][];
            /**
             * @description `none`: a number only. `optional`: a unit may follow the number (converted by its multiplier), none means
             *     the base unit. `required`: an answer without one of the units is wrong. `penalty`: the number is graded in
             *     the base unit and a missing or unknown unit costs `unitPenalty` percent of the answer's score.
             * @enum {string}
             */
            unitHandling: "none" | "optional" | "required" | "penalty";
            unitPenalty: number;
        };
        SubQuestion: {
            id: components["schemas"]["ItemId"];
            text: string;
            weight: number;
            content: components["schemas"]["SubQuestionContent"];
        };
        ComplexContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "complex";
            subquestions: components["schemas"]["SubQuestion"][];
        };
        /** @description Any kind but complex; `kind` picks the schema, so a validation error names only that kind's fields. */
        SubQuestionContent: components["schemas"]["MultipleChoiceContent"] | components["schemas"]["TrueFalseContent"] | components["schemas"]["FreeTextContent"] | components["schemas"]["CodeContent"] | components["schemas"]["SqlContent"] | components["schemas"]["JsonContent"] | components["schemas"]["OrderedElementsContent"] | components["schemas"]["ConnectedElementsContent"] | components["schemas"]["TextCompletionContent"] | components["schemas"]["DiagramContent"] | components["schemas"]["ScaleContent"] | components["schemas"]["NumericalContent"];
        /**
         * @description The kind-specific part of a question (answers, keys, tests); staff only. `kind` picks the schema, so a
         *     validation error names only that kind's fields.
         */
        QuestionContent: components["schemas"]["MultipleChoiceContent"] | components["schemas"]["TrueFalseContent"] | components["schemas"]["FreeTextContent"] | components["schemas"]["CodeContent"] | components["schemas"]["SqlContent"] | components["schemas"]["JsonContent"] | components["schemas"]["ComplexContent"] | components["schemas"]["OrderedElementsContent"] | components["schemas"]["ConnectedElementsContent"] | components["schemas"]["TextCompletionContent"] | components["schemas"]["DiagramContent"] | components["schemas"]["ScaleContent"] | components["schemas"]["NumericalContent"];
        /**
         * @description A templated question's data object. Each variable draws a value from the seed; `{{name}}` in the text,
         *     the content's strings and the tests is replaced by it. `expr` variables compute from earlier ones
         *     (+ - * / % ** and parentheses, min, max, round, floor, ceil, abs).
         */
        QuestionTemplate: {
            variables: components["schemas"]["TemplateVariable"][];
        };
        TemplateVariable: {
            name: string;
            /** @enum {string} */
            type: "int" | "float" | "choice" | "expr";
            min?: number;
            max?: number;
            decimals?: number;
            choices?: string[];
            expr?: string;
        };
        QuestionInput: {
            title: string;
            /** @description Markdown with math ($…$, $$…$$), code blocks and images (attachment:ID). */
            text: string;
            content: components["schemas"]["QuestionContent"];
            template: components["schemas"]["QuestionTemplate"] | null;
            isActive: boolean;
            timeLimitSeconds: number | null;
            comment: string | null;
            /** @description Null for none. Omitted, none for a new question and unchanged on an update. */
            feedback?: components["schemas"]["QuestionFeedback"] | null;
            tags: string[];
            nodeIds: number[];
        };
        /**
         * @description What a student reads about the question in their review, when the exam shows feedback or solutions (never
         *     before): general feedback for everyone, and one of the three by how the answer was graded. Markdown; blank is
         *     none.
         */
        QuestionFeedback: {
            general: string;
            correct: string;
            partial: string;
            incorrect: string;
        };
        QuestionNodeRef: {
            id: number;
            name: string;
        };
        Question: {
            id: number;
            courseId: number;
            rootId: number;
            version: number;
            isLatest: boolean;
            versionCount: number;
            kind: components["schemas"]["QuestionKind"];
            title: string;
            text: string;
            content: components["schemas"]["QuestionContent"];
            template: components["schemas"]["QuestionTemplate"] | null;
            isActive: boolean;
            timeLimitSeconds: number | null;
            comment: string | null;
            feedback: components["schemas"]["QuestionFeedback"] | null;
            tags: string[];
            nodes: components["schemas"]["QuestionNodeRef"][];
            createdBy: number | null;
            createdByName: string | null;
            updatedByName: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        QuestionResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Question"];
        };
        QuestionSummary: {
            id: number;
            rootId: number;
            version: number;
            kind: components["schemas"]["QuestionKind"];
            title: string;
            /** @description The text's first 200 characters, markdown stripped. */
            textPreview: string;
            isActive: boolean;
            tags: string[];
            nodes: components["schemas"]["QuestionNodeRef"][];
            createdBy: number | null;
            createdByName: string | null;
            /** Format: date-time */
            updatedAt: string;
            /** @description With a search query, where it matched, the matched words between « and ». */
            snippet: string | null;
        };
        QuestionPageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["QuestionSummary"][];
            };
        };
        QuestionActiveInput: {
            isActive: boolean;
        };
        QuestionVersion: {
            id: number;
            version: number;
            isLatest: boolean;
            title: string;
            kind: components["schemas"]["QuestionKind"];
            isActive: boolean;
            /** Format: date-time */
            updatedAt: string;
            updatedByName: string | null;
        };
        QuestionVersionListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["QuestionVersion"][];
        };
        QuestionTag: {
            tag: string;
            count: number;
        };
        QuestionTagListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["QuestionTag"][];
        };
        /** @description Chooses a templated question's variant and the shuffles; the same seed gives the same variant. */
        Seed: number;
        QuestionPreviewRequest: {
            seed: components["schemas"]["Seed"];
        };
        QuestionDraftPreviewRequest: {
            question: components["schemas"]["QuestionInput"];
            seed: components["schemas"]["Seed"];
        };
        MultipleChoiceView: {
            /** @enum {string} */
            kind: "multiple-choice";
            multipleCorrect: boolean;
            options: components["schemas"]["LabelledItem"][];
        };
        TrueFalseView: {
            /** @enum {string} */
            kind: "true-false";
        };
        FreeTextView: {
            /** @enum {string} */
            kind: "free-text";
            maxLength: number | null;
        };
        PublicCodeTest: {
            id: string;
            name: string;
            input: string;
            expectedOutput: string;
        };
        CodeView: {
            /** @enum {string} */
            kind: "code";
            language: components["schemas"]["CodeLanguage"];
            sourceTemplate: string;
            timeLimitMs: number;
            publicTests: components["schemas"]["PublicCodeTest"][];
            hiddenTestCount: number;
        };
        SqlView: {
            /** @enum {string} */
            kind: "sql";
            fixture: string;
        };
        JsonView: {
            /** @enum {string} */
            kind: "json";
        };
        OrderedElementsView: {
            /** @enum {string} */
            kind: "ordered-elements";
            /** @description Shuffled by the seed. */
            elements: components["schemas"]["LabelledItem"][];
        };
        ConnectedElementsView: {
            /** @enum {string} */
            kind: "connected-elements";
            /** @description Whether a left item may connect to several right items. */
            multiple: boolean;
            left: components["schemas"]["LabelledItem"][];
            right: components["schemas"]["LabelledItem"][];
        };
        TextCompletionView: {
            /** @enum {string} */
            kind: "text-completion";
            gapText: string;
            gaps: {
                /** @description Empty for a typed gap; otherwise the drop-down's choices, shuffled. */
                options: string[];
                /** @description The gap takes a number (read as a numerical question reads it). */
                numerical?: boolean;
                /** @description The gap's share of the points against the other gaps' (absent — all gaps count alike). */
                weight?: number;
            }[];
        };
        DiagramView: {
            /** @enum {string} */
            kind: "diagram";
        };
        ScaleView: {
            /** @enum {string} */
            kind: "scale";
            labels: components["schemas"]["ScaleLabel"][];
        };
        NumericalView: {
            /** @enum {string} */
            kind: "numerical";
            /** @enum {string} */
            unitHandling: "none" | "optional" | "required" | "penalty";
            /** @description The units' names a student may give (none when `unitHandling` is `none`). */
            units: string[];
            /** @description The unit a number without one is read in (the one whose multiplier is 1); absent in views made before it was sent. */
            baseUnit?: string | null;
        };
        SubQuestionView: {
            id: string;
            text: string;
            weight: number;
            body: components["schemas"]["SubQuestionViewBody"];
        };
        ComplexView: {
            /** @enum {string} */
            kind: "complex";
            subquestions: components["schemas"]["SubQuestionView"][];
        };
        SubQuestionViewBody: components["schemas"]["MultipleChoiceView"] | components["schemas"]["TrueFalseView"] | components["schemas"]["FreeTextView"] | components["schemas"]["CodeView"] | components["schemas"]["SqlView"] | components["schemas"]["JsonView"] | components["schemas"]["OrderedElementsView"] | components["schemas"]["ConnectedElementsView"] | components["schemas"]["TextCompletionView"] | components["schemas"]["DiagramView"] | components["schemas"]["ScaleView"] | components["schemas"]["NumericalView"];
        /** @description The kind-specific part a student receives; never answers, keys, penalties or hidden tests. */
        QuestionViewBody: components["schemas"]["MultipleChoiceView"] | components["schemas"]["TrueFalseView"] | components["schemas"]["FreeTextView"] | components["schemas"]["CodeView"] | components["schemas"]["SqlView"] | components["schemas"]["JsonView"] | components["schemas"]["ComplexView"] | components["schemas"]["OrderedElementsView"] | components["schemas"]["ConnectedElementsView"] | components["schemas"]["TextCompletionView"] | components["schemas"]["DiagramView"] | components["schemas"]["ScaleView"] | components["schemas"]["NumericalView"];
        QuestionView: {
            /** @description Null for an unsaved draft. */
            questionId: number | null;
            version: number;
            kind: components["schemas"]["QuestionKind"];
            title: string;
            /** @description Markdown with the template's values filled in. */
            text: string;
            seed: components["schemas"]["Seed"];
            timeLimitSeconds: number | null;
            body: components["schemas"]["QuestionViewBody"];
        };
        QuestionViewResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["QuestionView"];
        };
        MultipleChoiceAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "multiple-choice";
            choices: string[];
        };
        TrueFalseAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "true-false";
            value: boolean | null;
        };
        FreeTextAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "free-text";
            text: string;
        };
        CodeAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "code";
            source: string;
        };
        SqlAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "sql";
            query: string;
        };
        JsonAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "json";
            text: string;
        };
        OrderedElementsAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "ordered-elements";
            order: string[];
        };
        ConnectedElementsAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "connected-elements";
            pairs: components["schemas"]["ElementPair"][];
        };
        TextCompletionAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "text-completion";
            gaps: (string | null)[];
        };
        DiagramAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "diagram";
            diagram: components["schemas"]["Diagram"];
        };
        ScaleAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "scale";
            value: number | null;
        };
        NumericalAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "numerical";
            /** @description The number as the student typed it (a decimal comma, scientific notation and a unit after it are read). */
            value: string | null;
            /** @description The unit the student chose, if any (one typed after the number counts when this is null). */
            unit: string | null;
        };
        SubQuestionAnswer: components["schemas"]["MultipleChoiceAnswer"] | components["schemas"]["TrueFalseAnswer"] | components["schemas"]["FreeTextAnswer"] | components["schemas"]["CodeAnswer"] | components["schemas"]["SqlAnswer"] | components["schemas"]["JsonAnswer"] | components["schemas"]["OrderedElementsAnswer"] | components["schemas"]["ConnectedElementsAnswer"] | components["schemas"]["TextCompletionAnswer"] | components["schemas"]["DiagramAnswer"] | components["schemas"]["ScaleAnswer"] | components["schemas"]["NumericalAnswer"];
        ComplexAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "complex";
            parts: {
                subquestionId: string;
                answer: components["schemas"]["SubQuestionAnswer"];
            }[];
        };
        /** @description A student's answer; its `kind` must be the question's (and picks the schema). */
        QuestionAnswer: components["schemas"]["MultipleChoiceAnswer"] | components["schemas"]["TrueFalseAnswer"] | components["schemas"]["FreeTextAnswer"] | components["schemas"]["CodeAnswer"] | components["schemas"]["SqlAnswer"] | components["schemas"]["JsonAnswer"] | components["schemas"]["ComplexAnswer"] | components["schemas"]["OrderedElementsAnswer"] | components["schemas"]["ConnectedElementsAnswer"] | components["schemas"]["TextCompletionAnswer"] | components["schemas"]["DiagramAnswer"] | components["schemas"]["ScaleAnswer"] | components["schemas"]["NumericalAnswer"];
        TrialRequest: {
            seed: components["schemas"]["Seed"];
            answer: components["schemas"]["QuestionAnswer"];
            /** @description The scores to grade with; null = correct 1, incorrect 0, unanswered 0. */
            gradingModelId: number | null;
        };
        /**
         * @description `pending`: waits for a person (free text, a diagram graded by hand).
         * @enum {string}
         */
        Outcome: "correct" | "incorrect" | "partial" | "unanswered" | "pending";
        TestCaseResult: {
            /** @description The test's id; `hidden-<n>` for a hidden test in a student's view. */
            id: string;
            /** @description The teacher's name for the test; empty for a hidden test in a student's view (it may give the answer away). */
            name: string;
            public: boolean;
            weight: number;
            passed: boolean;
            input: string | null;
            expectedOutput: string | null;
            actualOutput: string | null;
            /** @description Compile error, run-time error, time or memory limit, output limit. */
            error: string | null;
            timeMs: number | null;
        };
        ResultSet: {
            columns: string[];
            rows: (string | null)[][];
            rowCount: number;
            truncated: boolean;
        };
        SqlRunResult: {
            /** @enum {string} */
            fixture: "visible" | "hidden";
            matches: boolean;
            expected: components["schemas"]["ResultSet"] | null;
            actual: components["schemas"]["ResultSet"] | null;
            error: string | null;
            /** @description Why the result sets differ (columns, row count, a row). */
            message: string | null;
        };
        SubGradeResult: {
            subquestionId: string;
            outcome: components["schemas"]["Outcome"];
            fraction: number;
            tests: components["schemas"]["TestCaseResult"][];
            sqlRuns: components["schemas"]["SqlRunResult"][];
            message: string | null;
        };
        GradeResult: {
            outcome: components["schemas"]["Outcome"];
            score: number;
            /** @description score as a percent of the grading model's correct score. */
            scorePercent: number;
            /** @description The share of the answer that is right, 0..1. */
            fraction: number;
            maxScore: number;
            tests: components["schemas"]["TestCaseResult"][];
            sqlRuns: components["schemas"]["SqlRunResult"][];
            parts: components["schemas"]["SubGradeResult"][];
            message: string | null;
            /** @description The question has no correct answer (an opinion scale): its points are for answering, and `correct` means answered. Absent on other grades. */
            forAnswering?: boolean;
        };
        GradingJob: {
            /** @description Null when the answer was graded at once. */
            jobId: number | null;
            /** @enum {string} */
            status: "graded" | "queued" | "running" | "failed";
            result: components["schemas"]["GradeResult"] | null;
            error: string | null;
        };
        GradingJobResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["GradingJob"];
        };
        CodeRunner: {
            language: components["schemas"]["CodeLanguage"];
            /** @enum {string} */
            runner: "local" | "judge0" | "none";
            available: boolean;
            reason: string | null;
        };
        CodeRunnerListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["CodeRunner"][];
        };
        Attachment: {
            id: number;
            fileName: string;
            mediaType: string;
            byteSize: number;
            /** @description What to put in question text, e.g. ![plot.png](attachment:12) */
            markdown: string;
        };
        AttachmentResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Attachment"];
        };
        QuestionImportRequest: {
            /** @enum {string} */
            format: "moodle-xml" | "gift";
            fileName: string;
            /** @description The file's text (UTF-8). */
            content: string;
            /** @description Nodes every imported question is attached to. */
            nodeIds: number[];
        };
        QuestionImportItem: {
            /** @description Position in the file, from 1. */
            index: number;
            /** @description The Moodle type (multichoice, truefalse, shortanswer, essay, matching, numerical, description, cloze, …). */
            sourceType: string;
            name: string;
            category: string | null;
            kind: (string & components["schemas"]["QuestionKind"]) | null;
            /** @enum {string} */
            status: "import" | "skip";
            /** @description Why a question is skipped. */
            reason: string | null;
            /** @description What the import changes or leaves out of a question it imports. */
            warnings: string[];
        };
        QuestionImportPreview: {
            items: components["schemas"]["QuestionImportItem"][];
            total: number;
            importable: number;
            skipped: number;
        };
        QuestionImportPreviewResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["QuestionImportPreview"];
        };
        QuestionImportResultResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["QuestionImportPreview"] & {
                questionIds: number[];
            };
        };
        QuestionExportRequest: {
            questionIds: number[];
        };
        QuestionExportResponse: {
            /** @enum {boolean} */
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
        /**
         * @description A draft until published; then upcoming, open or closed by the server's clock; archived when set aside.
         * @enum {string}
         */
        ExamPhase: "draft" | "upcoming" | "open" | "closed" | "archived";
        /**
         * @description Generated (pre-generated, not started), ongoing (started, not submitted), submitted.
         * @enum {string}
         */
        ExamInstanceState: "generated" | "ongoing" | "submitted";
        /**
         * @description A node part draws min..max questions from the node and its descendants; a fixed part gives its listed questions.
         * @enum {string}
         */
        ExamPartSource: "node" | "fixed";
        ExamPartInput: {
            /** @description An existing part of this exam to keep; null for a new one. */
            id: number | null;
            ordinal: number;
            title: string | null;
            source: components["schemas"]["ExamPartSource"];
            /** @description The node a node part draws from (with its descendants); null for a fixed part. */
            nodeId: number | null;
            minQuestions: number;
            maxQuestions: number;
            gradingModelId: number;
            /** @description A fixed part's questions (any version; generation takes the latest). Empty for a node part. */
            questionIds: number[];
        };
        ExamInput: {
            academicYearId: number;
            title: string;
            /** @description Unique in the course and academic year; part of the public stalk address. */
            abbreviation: string;
            ordinal: number;
            /** @description Markdown shown to students before they start. */
            description: string | null;
            /** @description Asked at start when set; readable by staff so that it can be read out to a room. */
            password: string | null;
            /** Format: date-time */
            availableFrom: string;
            /**
             * Format: date-time
             * @description After availableFrom. No instance starts after it; ongoing ones end by it (plus their extension).
             */
            availableTo: string;
            durationMinutes: number;
            /** @description The score that counts as 100 %; null for the sum of the questions' points. */
            maxScore: number | null;
            passPercentage: number;
            /** @description Students see the correct answers in their review (and the questions' feedback). */
            showSolutions: boolean;
            /**
             * @description Students see the questions' feedback in their review (general, by outcome, and on what they answered),
             *     without the correct answers unless `showSolutions`. Omitted: false for a new exam, unchanged on an update.
             */
            showFeedback?: boolean;
            /** @description How long after submitting a student may review the instance (0 = no review). */
            reviewMinutes: number;
            /** @description Students cannot go back to an earlier question (enforced by the server). */
            forwardOnly: boolean;
            /** @description Code and SQL answers are graded after submit by the grading queue; the score follows. */
            asyncGrading: boolean;
            /** @description A practice exam; its scores do not count. */
            scoreIgnored: boolean;
            /** @description The public stalk page shows the exam's ongoing instances, anonymously. */
            allowAnonymousStalk: boolean;
            /**
             * @description Students' accommodations (extra time) apply to this exam; off for, e.g., a take-home exam. Omitted: true
             *     for a new exam, unchanged on an update.
             */
            accommodationsApply?: boolean;
            /**
             * @description Students take it only in Safe Exam Browser: every request of theirs that acts on the instance must carry a
             *     valid X-SafeExamBrowser-ConfigKeyHash (a key of sebConfigKeys, or the Config Key of the configuration the
             *     server generates) or X-SafeExamBrowser-RequestHash (a key of sebBrowserExamKeys). Omitted: false for a new
             *     exam, unchanged on an update.
             */
            sebRequired?: boolean;
            /** @description Config Keys (64 hexadecimal characters, as SEB Config Tool shows them) of configurations accepted besides the generated one. */
            sebConfigKeys?: string[];
            /** @description Browser Exam Keys (64 hexadecimal characters) accepted. */
            sebBrowserExamKeys?: string[];
            /**
             * @description Addresses (CIDR ranges or single addresses, IPv4 or IPv6) students may take it from; empty: anywhere. The
             *     address is the client's as the server sees it (behind a proxy only with TRUST_PROXY). Omitted: empty for a
             *     new exam, unchanged on an update.
             */
            allowedNetworks?: string[];
            /** @description How often a student may run code or SQL against the public tests, per question. */
            maxCodeRuns: number;
            parts: components["schemas"]["ExamPartInput"][];
        };
        ExamQuestionRef: {
            id: number;
            rootId: number;
            version: number;
            title: string;
            kind: components["schemas"]["QuestionKind"];
            isActive: boolean;
            isLatest: boolean;
        };
        ExamPart: {
            id: number;
            ordinal: number;
            title: string | null;
            source: components["schemas"]["ExamPartSource"];
            nodeId: number | null;
            nodeName: string | null;
            minQuestions: number;
            maxQuestions: number;
            gradingModelId: number;
            gradingModelName: string;
            questions: components["schemas"]["ExamQuestionRef"][];
            /** @description Active questions the part can draw from now (a node part) or gives (a fixed part). */
            available: number;
        };
        ExamCounts: {
            /** @description Pre-generated, not started. */
            generated: number;
            /** @description Enrolled students who have not started. */
            notStarted: number;
            ongoing: number;
            submitted: number;
            enrolled: number;
        };
        ExamLockedField: {
            /** @description An ExamInput field name. */
            field: string;
            /** @enum {string} */
            reason: "instances-exist" | "started";
        };
        ExamSummary: {
            id: number;
            courseId: number;
            academicYearId: number;
            title: string;
            abbreviation: string;
            ordinal: number;
            /** Format: date-time */
            availableFrom: string;
            /** Format: date-time */
            availableTo: string;
            durationMinutes: number;
            phase: components["schemas"]["ExamPhase"];
            partCount: number;
            /** @description How many questions an instance has (parts drawing a range give a range). */
            questionCount: {
                min: number;
                max: number;
            };
            hasPassword: boolean;
            counts: components["schemas"]["ExamCounts"];
        };
        Exam: {
            id: number;
            courseId: number;
            academicYearId: number;
            academicYearTitle: string;
            title: string;
            abbreviation: string;
            ordinal: number;
            description: string | null;
            password: string | null;
            /** Format: date-time */
            availableFrom: string;
            /** Format: date-time */
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
            parts: components["schemas"]["ExamPart"][];
            phase: components["schemas"]["ExamPhase"];
            /** Format: date-time */
            publishedAt: string | null;
            /** Format: date-time */
            archivedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            updatedByName: string | null;
            counts: components["schemas"]["ExamCounts"];
            /** @description What can no longer change, and why. */
            lockedFields: components["schemas"]["ExamLockedField"][];
            /** @description The sum of the correct answers' points over the questions an instance may get. */
            pointsRange: {
                min: number;
                max: number;
            };
        };
        ExamResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Exam"];
        };
        ExamListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamSummary"][];
        };
        ExamArchivedInput: {
            archived: boolean;
        };
        ExamPublishedInput: {
            published: boolean;
        };
        ExamCloneInput: {
            academicYearId: number;
            title: string;
            abbreviation: string;
        };
        ExamProblem: {
            /**
             * @description Errors: NO_PARTS, PART_TOO_FEW_QUESTIONS, PART_EMPTY, PART_RANGE, NODE_NOT_IN_COURSE,
             *     QUESTION_NOT_IN_COURSE, QUESTION_INACTIVE, GRADING_MODEL_MISSING, RUNNER_MISSING, WINDOW_ORDER.
             *     Warnings: DURATION_LONGER_THAN_WINDOW, WINDOW_IN_PAST, PART_FEWER_THAN_MAX, PARTS_OVERLAP,
             *     MANUAL_GRADING_NEEDED, MAX_SCORE_ABOVE_POINTS.
             */
            code: string;
            /** @description The ExamInput field, e.g. parts/1/minQuestions. */
            path: string;
            /** @description The problem in English; the SPA words it in the user's language from code and params. */
            message: string;
            params: {
                [key: string]: string | number;
            };
        };
        ExamValidation: {
            errors: components["schemas"]["ExamProblem"][];
            warnings: components["schemas"]["ExamProblem"][];
        };
        ExamValidationResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamValidation"];
        };
        ExamSampleRequest: {
            /** @description Null draws a new sample. */
            seed: number | null;
        };
        StaffInstanceQuestion: {
            ordinal: number;
            partId: number | null;
            questionId: number;
            version: number;
            maxPoints: number;
            gradingModelName: string;
            view: components["schemas"]["QuestionView"];
            /** @description The correct answer in the answer's own form (null where a kind has none, e.g. free text). */
            solution: Omit<components["schemas"]["QuestionAnswer"], "kind"> | null;
            answer: Omit<components["schemas"]["QuestionAnswer"], "kind"> | null;
            /** @description The sequence number of the answer held (0 = none). */
            seq: number;
            /** Format: date-time */
            savedAt: string | null;
            score: number | null;
            grade: components["schemas"]["GradeResult"] | null;
        };
        ExamSample: {
            seed: number;
            points: number;
            questions: components["schemas"]["StaffInstanceQuestion"][];
        };
        ExamSampleResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamSample"];
        };
        ExamGenerationRequest: {
            /** @description Only the students enrolled with this class group; null for all. */
            classGroup: string | null;
        };
        ExamGenerationFailure: {
            studentId: number;
            studentName: string;
            reason: string;
        };
        ExamGenerationRun: {
            id: number;
            examId: number;
            classGroup: string | null;
            /** @enum {string} */
            status: "running" | "done" | "failed";
            total: number;
            generated: number;
            existing: number;
            failed: number;
            failures: components["schemas"]["ExamGenerationFailure"][];
            requestedByName: string | null;
            /** @description The server's own run before the window opened (requestedByName is null). */
            automatic: boolean;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        ExamGenerationRunResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamGenerationRun"];
        };
        ExamGenerationRunListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamGenerationRun"][];
            /**
             * Format: date-time
             * @description When the server will generate this exam's instances by itself (its window's opening less generateAheadMinutes); null when it will not: the exam is a draft or archived, its window has opened, it was generated ahead already, or the server does not generate ahead (GENERATE_AHEAD_MINUTES=0).
             */
            generateAheadAt: string | null;
            /** @description How long before a published exam's window opens the server generates its instances; 0 = never by itself. */
            generateAheadMinutes: number;
        };
        ExamInstanceSummary: {
            /** @description The window, duration and extra time in force for this student, and which rule decides them. */
            rule: components["schemas"]["AccessRule"];
            /** @description The event log's summary (focus losses, contact gaps, address changes, last contact); null before the start. */
            activity: components["schemas"]["ExamActivitySummary"] | null;
            /** @description Null for an enrolled student without an instance (the not-started list). */
            instanceId: number | null;
            studentId: number;
            firstName: string;
            lastName: string;
            altId: string | null;
            classGroup: string | null;
            state: (string & components["schemas"]["ExamInstanceState"]) | null;
            /** Format: date-time */
            generatedAt: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            deadlineAt: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            /** @enum {string|null} */
            submittedBy: "student" | "server" | "staff" | null;
            extensionMinutes: number;
            startAddress: string | null;
            score: number | null;
            scorePercent: number | null;
            passed: boolean | null;
            /** @enum {string} */
            gradingState: "none" | "pending" | "manual" | "graded";
        };
        ExamInstancePageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["Paging"] & {
                items: components["schemas"]["ExamInstanceSummary"][];
                /**
                 * Format: date-time
                 * @description The server's clock, for the time left of ongoing instances.
                 */
                serverNow: string;
            };
        };
        ExamAction: {
            /** @enum {string} */
            action: "unsubmit" | "extend" | "delete" | "delete-not-started" | "submit" | "let-in";
            actedByName: string | null;
            /** Format: date-time */
            actedAt: string;
            detail: {
                [key: string]: string | number;
            };
        };
        ExamLateAnswer: {
            /**
             * @description Null for an answer that came after the deadline; otherwise the access rule the request broke.
             * @enum {string|null}
             */
            refused: "network" | "seb" | null;
            ordinal: number;
            seq: number;
            /** Format: date-time */
            receivedAt: string;
            /** Format: date-time */
            clientSavedAt: string | null;
            answer: components["schemas"]["QuestionAnswer"];
        };
        ExamInstanceDetail: {
            summary: components["schemas"]["ExamInstanceSummary"];
            examId: number;
            examTitle: string;
            durationMinutes: number;
            /** @description The score that counts as 100 % for this instance. */
            maxScore: number;
            passPercentage: number;
            /** Format: date-time */
            serverNow: string;
            questions: components["schemas"]["StaffInstanceQuestion"][];
            lateAnswers: components["schemas"]["ExamLateAnswer"][];
            actions: components["schemas"]["ExamAction"][];
        };
        ExamInstanceDetailResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamInstanceDetail"];
        };
        ExamUnsubmitInput: {
            /** @description The new deadline is now plus this. */
            minutes: number;
        };
        ExamExtensionInput: {
            minutes: number;
        };
        DeletedCountResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                deleted: number;
            };
        };
        /** @description At least one of extraPercent and extraMinutes is above 0. */
        StudentAccommodationInput: {
            /** @description Extra time as a percentage of each exam's duration (rounded up to whole minutes). */
            extraPercent: number;
            /** @description Extra minutes in every exam, added to the percentage's. */
            extraMinutes: number;
            /** @description The exam's window also closes later by the same amount, so the extra time is never cut off by it. */
            extendWindow: boolean;
            /** @description For staff only (e.g. the decision's reference); never shown to the student. */
            note: string | null;
        };
        StudentAccommodation: {
            extraPercent: number;
            extraMinutes: number;
            extendWindow: boolean;
            note: string | null;
            /** Format: date-time */
            updatedAt: string;
            updatedByName: string | null;
        };
        StudentAccommodationChange: {
            id: number;
            /** @enum {string} */
            action: "set" | "removed";
            extraPercent: number | null;
            extraMinutes: number | null;
            extendWindow: boolean | null;
            note: string | null;
            /** Format: date-time */
            actedAt: string;
            actedByName: string | null;
        };
        StudentAccommodationDetail: {
            current: components["schemas"]["StudentAccommodation"] | null;
            history: components["schemas"]["StudentAccommodationChange"][];
            /** @description Ongoing instances whose deadline this change moved later (0 on a read). */
            movedInstances: number;
        };
        StudentAccommodationResponse: {
            success: boolean;
            data: components["schemas"]["StudentAccommodationDetail"];
        };
        /**
         * @description Exactly one of studentId and classGroup (on update both must name the override's own target). A null
         *     setting comes from the next rule down.
         */
        ExamOverrideInput: {
            studentId: number | null;
            classGroup: string | null;
            /** @description What staff call it (e.g. "make-up group"), shown on the instance lists. */
            label: string | null;
            /** Format: date-time */
            availableFrom: string | null;
            /** Format: date-time */
            availableTo: string | null;
            durationMinutes: number | null;
            password: string | null;
            /** @description false keeps the students it reaches from starting; true lets them start where a group's override forbids it. */
            startAllowed: boolean | null;
            /** @description Addresses (CIDR or single) the students it reaches may take the exam from instead of the exam's; null from the next rule down, [] anywhere. */
            allowedNetworks?: string[] | null;
        };
        ExamOverride: {
            id: number;
            examId: number;
            studentId: number | null;
            studentName: string | null;
            studentAltId: string | null;
            classGroup: string | null;
            label: string | null;
            /** Format: date-time */
            availableFrom: string | null;
            /** Format: date-time */
            availableTo: string | null;
            durationMinutes: number | null;
            password: string | null;
            startAllowed: boolean | null;
            allowedNetworks: string[] | null;
            /** @description Enrolled students it applies to (for a group, those not under an override of their own). */
            students: number;
            /**
             * @description Why it may never apply: not-enrolled (the student is not enrolled in the exam's course and year),
             *     empty-group (nobody enrolled is in the group), outside-year (its window lies outside the academic year),
             *     no-effect (it changes nothing), window-passed (its window has closed).
             */
            warnings: ("not-enrolled" | "empty-group" | "outside-year" | "no-effect" | "window-passed")[];
            /** Format: date-time */
            updatedAt: string;
            updatedByName: string | null;
        };
        ExamOverrideResponse: {
            success: boolean;
            data: components["schemas"]["ExamOverride"];
        };
        ExamOverrideListResponse: {
            success: boolean;
            data: components["schemas"]["ExamOverride"][];
        };
        /** @description The rule in force for one student in one exam (docs/exams.md, "Who gets which window and how long"). */
        AccessRule: {
            /**
             * @description The override that decides it (the student's, their group's) or the exam itself.
             * @enum {string}
             */
            source: "exam" | "group" | "student";
            overrideId: number | null;
            label: string | null;
            /** Format: date-time */
            availableFrom: string;
            /**
             * Format: date-time
             * @description With the accommodation's later close when it has one.
             */
            availableTo: string;
            /** @description With the accommodation's extra time. */
            durationMinutes: number;
            /** @description What the accommodation adds (0 without one, or when the exam opts out). */
            extraMinutes: number;
            /** @description The accommodation's percentage (0 without one). */
            extraPercent: number;
            startAllowed: boolean;
        };
        /** @description The window, duration and password are the rule in force for this student (their overrides and accommodation). */
        MyExam: {
            /** @description Extra time of the student's accommodation included in durationMinutes (0 without one). */
            extraMinutes: number;
            /** @description False when an override keeps the student from starting. */
            startAllowed: boolean;
            /** @description The exam is taken in Safe Exam Browser; its configuration is at getMySebConfig. */
            sebRequired: boolean;
            examId: number;
            title: string;
            courseName: string;
            academicYearTitle: string;
            description: string | null;
            /** Format: date-time */
            availableFrom: string;
            /** Format: date-time */
            availableTo: string;
            durationMinutes: number;
            hasPassword: boolean;
            scoreIgnored: boolean;
            instance: components["schemas"]["MyInstanceSummary"] | null;
        };
        MyInstanceSummary: {
            instanceId: number;
            state: components["schemas"]["ExamInstanceState"];
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            deadlineAt: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            result: components["schemas"]["MyResult"] | null;
            /**
             * Format: date-time
             * @description Until when the student may review the instance; null when there is no review (now or ever).
             */
            reviewUntil: string | null;
        };
        MyExams: {
            /** Format: date-time */
            serverNow: string;
            /** @description Open now and not submitted. */
            open: components["schemas"]["MyExam"][];
            upcoming: components["schemas"]["MyExam"][];
            /** @description Submitted, or closed. */
            past: components["schemas"]["MyExam"][];
        };
        MyExamsResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyExams"];
        };
        StartExamRequest: {
            password: string | null;
        };
        StartExamResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                instanceId: number;
            };
        };
        MyInstanceQuestion: {
            /** @description Runs of this question against its public tests so far (runMyAnswer). */
            runsUsed: number;
            /** @description Whether the answer can be run against public tests (code with public tests, SQL). */
            runnable: boolean;
            ordinal: number;
            maxPoints: number;
            view: components["schemas"]["QuestionView"];
            answer: Omit<components["schemas"]["QuestionAnswer"], "kind"> | null;
            /** @description The sequence number of the answer the server holds (0 = none). */
            seq: number;
            /** Format: date-time */
            savedAt: string | null;
        };
        MyInstance: {
            /** @description Runs per question against its public tests (0 = none). */
            maxCodeRuns: number;
            instanceId: number;
            examId: number;
            examTitle: string;
            courseName: string;
            state: components["schemas"]["ExamInstanceState"];
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            deadlineAt: string | null;
            /** Format: date-time */
            submittedAt: string | null;
            /**
             * Format: date-time
             * @description The server's clock when this was answered; the timer counts to deadlineAt on it.
             */
            serverNow: string;
            durationMinutes: number;
            forwardOnly: boolean;
            furthestOrdinal: number;
            /** @description How long after the deadline a save still counts (network delays). */
            graceSeconds: number;
            questions: components["schemas"]["MyInstanceQuestion"][];
        };
        MyInstanceResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyInstance"];
        };
        AnswerSave: {
            ordinal: number;
            /** @description Grows with every change of this question's answer on the client. */
            seq: number;
            answer: components["schemas"]["QuestionAnswer"];
            /**
             * Format: date-time
             * @description The client's own time of the change, kept beside the server's.
             */
            clientSavedAt: string | null;
        };
        SaveAnswersRequest: {
            answers: components["schemas"]["AnswerSave"][];
        };
        AnswerAck: {
            ordinal: number;
            /** @description The sequence the server holds for this question after the save. */
            seq: number;
            /** @enum {string} */
            status: "saved" | "stale" | "late" | "refused";
        };
        SaveAnswersResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                acks: components["schemas"]["AnswerAck"][];
                /** Format: date-time */
                serverNow: string;
                /** Format: date-time */
                deadlineAt: string | null;
                state: components["schemas"]["ExamInstanceState"];
            };
        };
        PositionRequest: {
            ordinal: number;
        };
        PositionResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                furthestOrdinal: number;
            };
        };
        MyResult: {
            /**
             * @description pending while code or SQL answers wait for the grading queue; manual while answers wait for a teacher.
             * @enum {string}
             */
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
        MyResultResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyResult"];
        };
        MyReviewQuestion: {
            ordinal: number;
            maxPoints: number;
            view: components["schemas"]["QuestionView"];
            answer: Omit<components["schemas"]["QuestionAnswer"], "kind"> | null;
            /** @description The points the question counts in the instance's score: an unanswered question its grading model's unanswered points; null while the answer waits for grading (a grading job or a teacher). */
            score: number | null;
            /** @description The grade with hidden tests left out. */
            grade: components["schemas"]["GradeResult"] | null;
            /** @description Only when the exam shows solutions. */
            solution: Omit<components["schemas"]["QuestionAnswer"], "kind"> | null;
            /** @description The teacher's comment on the answer, once a manual grade is applied (plain text). */
            comment: string | null;
            /** @description Only when the exam shows feedback or solutions, and the question has some for this answer. */
            feedback: components["schemas"]["ReviewFeedback"] | null;
        };
        ReviewFeedback: {
            /** @description The question's general feedback (Markdown). */
            general: string | null;
            /** @description The question's feedback for how the answer was graded (correct, partly correct or incorrect). */
            outcome: string | null;
            /** @description Feedback on what the student answered (each option chosen, the accepted value matched), in the question's order. */
            answers: string[];
        };
        MyReview: {
            instanceId: number;
            examTitle: string;
            courseName: string;
            /** Format: date-time */
            submittedAt: string | null;
            /** Format: date-time */
            reviewUntil: string | null;
            /** Format: date-time */
            serverNow: string;
            /** @description Null until the instance is submitted. */
            result: components["schemas"]["MyResult"] | null;
            /** @description Empty outside the review period. */
            questions: components["schemas"]["MyReviewQuestion"][];
        };
        MyReviewResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyReview"];
        };
        ManualGradingQuestion: {
            questionRootId: number;
            title: string;
            kind: components["schemas"]["QuestionKind"];
            /** @description The highest points of the question in the exam's instances. */
            maxPoints: number;
            /** @description The lowest score a grade may give (the grading model's incorrect score when negative, else 0). */
            minPoints: number;
            /** @description Free text or diagram (or an answer the automatic grader left to a teacher). */
            needsManual: boolean;
            /** @description Answers in submitted instances. */
            answers: number;
            /** @description Answers with a shadow grade. */
            graded: number;
            /** @description Answers waiting for a teacher (outcome pending) without a shadow grade. */
            toGrade: number;
            /** @description Shadow grades not applied yet (new or changed since applied). */
            unapplied: number;
        };
        ManualGradingInstance: {
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
        ManualGradingOverview: {
            examId: number;
            examTitle: string;
            courseId: number;
            passPercentage: number;
            questions: components["schemas"]["ManualGradingQuestion"][];
            /** @description The submitted instances, by last name. */
            instances: components["schemas"]["ManualGradingInstance"][];
            classGroups: string[];
            /** @description Shadow grades of the exam waiting for Apply. */
            unapplied: number;
        };
        ManualGradingOverviewResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ManualGradingOverview"];
        };
        /** @description A grader's shadow grade, invisible to students until Apply. */
        ManualGrade: {
            score: number;
            adjustment: number;
            scoreTyped: boolean;
            comment: string | null;
            rubricItemIds: number[];
            version: number;
            gradedBy: number | null;
            gradedByName: string | null;
            /** Format: date-time */
            gradedAt: string;
            /**
             * Format: date-time
             * @description Null while the grade differs from what the student sees.
             */
            appliedAt: string | null;
        };
        ManualGradingAnswer: {
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
            view: components["schemas"]["QuestionView"];
            answer: Omit<components["schemas"]["QuestionAnswer"], "kind"> | null;
            /** @description The question's solution for this variant, for reference. */
            modelAnswer: Omit<components["schemas"]["QuestionAnswer"], "kind"> | null;
            /** @description The score the student sees now (automatic, or a grade applied before). */
            autoScore: number | null;
            /** @description The grade the student sees now. */
            autoGrade: components["schemas"]["GradeResult"] | null;
            appliedScore: number | null;
            appliedComment: string | null;
            /** @description The answer's grade was given by a teacher (applied). */
            manual: boolean;
            grade: components["schemas"]["ManualGrade"] | null;
        };
        ManualGradingAnswerResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ManualGradingAnswer"];
        };
        ManualGradingAnswerListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ManualGradingAnswer"][];
        };
        ManualGradeInput: {
            /** @description The version of the grade the grader started from; absent when there was none. */
            baseVersion?: number;
            /** @description A score typed by the grader; null or absent — the rubric's sum plus the adjustment. */
            score?: number | null;
            /** @default 0 */
            adjustment: number;
            rubricItemIds: number[];
            comment: string | null;
        };
        RubricItem: {
            id: number;
            questionRootId: number;
            ordinal: number;
            /** @description Negative points are a deduction. */
            points: number;
            description: string;
            /** @description How many shadow grades tick the item. */
            usedBy: number;
            /** Format: date-time */
            updatedAt: string;
        };
        RubricItemCreate: {
            questionRootId: number;
            points: number;
            description: string;
        };
        RubricItemUpdate: {
            points?: number;
            description?: string;
            ordinal?: number;
        };
        RubricItemResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["RubricItem"];
        };
        RubricItemListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["RubricItem"][];
        };
        RubricItemChangeResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                /** @description Null after a delete. */
                item: components["schemas"]["RubricItem"] | null;
                rescored: number;
            };
        };
        ManualGradesApplyInstance: {
            instanceId: number;
            firstName: string;
            lastName: string;
            /** @description The instance's answers that change. */
            answers: number;
            scoreBefore: number | null;
            scoreAfter: number | null;
            passedBefore: boolean | null;
            passedAfter: boolean | null;
        };
        ManualGradesApplySummary: {
            /** @description Answers whose grade is (or would be) copied. */
            answers: number;
            /** @description Instances touched. */
            instances: number;
            scoreChanged: number;
            passChanged: number;
            /** @description The touched instances whose score or pass changes, by last name. */
            changes: components["schemas"]["ManualGradesApplyInstance"][];
        };
        ManualGradesApplyResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ManualGradesApplySummary"];
        };
        GraderStatistic: {
            questionRootId: number;
            title: string;
            graderId: number | null;
            graderName: string | null;
            count: number;
            mean: number;
            /** @description Population standard deviation of the grader's scores (0 for one grade). */
            stdDev: number;
            min: number;
            max: number;
        };
        GraderStatisticsResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["GraderStatistic"][];
        };
        /**
         * @description One event of a live channel: what changed, for the client to fetch. `instance`: an instance's state,
         *     deadline or contact changed (extension, unsubmit, submit, start, contact lost or regained); `message`:
         *     a message was sent to the instance (student) or a receipt came in (staff); `ticket`: a ticket was
         *     raised, assigned, answered, closed or reopened.
         */
        LiveEvent: {
            id: number;
            /** @enum {string} */
            kind: "instance" | "message" | "ticket";
            /** Format: date-time */
            at: string;
            examId: number;
            instanceId: number | null;
            /** @description The message or ticket, for those kinds. */
            refId: number | null;
        };
        /** @enum {string} */
        ExamEventKind: "started" | "answer-saved" | "late-answer" | "code-run" | "focus-lost" | "focus-regained" | "fullscreen-left" | "fullscreen-entered" | "reconnected" | "contact-lost" | "contact-regained" | "address-changed" | "browser-changed" | "submitted" | "extended" | "unsubmitted" | "message-displayed" | "ticket-raised";
        MyEventInput: {
            /** @enum {string} */
            kind: "heartbeat" | "focus-lost" | "focus-regained" | "fullscreen-left" | "fullscreen-entered" | "reconnected";
            /** Format: date-time */
            clientAt: string | null;
            /** @description For `reconnected`, how long the page was offline. */
            offlineSeconds?: number | null;
        };
        MyEventsInput: {
            events: components["schemas"]["MyEventInput"][];
        };
        MyEventsResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                logged: number;
                /** Format: date-time */
                serverNow: string;
            };
        };
        ExamEvent: {
            id: number;
            kind: components["schemas"]["ExamEventKind"];
            /** @description For extended, the minutes the deadline moved; for unsubmitted, the minutes given. */
            minutes: number | null;
            /**
             * @description For extended, what moved the deadline when it was not staff's extension (an accommodation or an override given or raised).
             * @enum {string|null}
             */
            reason: "accommodation" | "override" | null;
            /**
             * Format: date-time
             * @description The server's time.
             */
            at: string;
            /** Format: date-time */
            clientAt: string | null;
            ordinal: number | null;
            seq: number | null;
            /** @description The saved answer's size in characters (answer-saved, late-answer). */
            size: number | null;
            offlineSeconds: number | null;
            /**
             * Format: date-time
             * @description For contact-regained, when the contact was lost (the gap is since–at).
             */
            since: string | null;
            address: string | null;
            userAgent: string | null;
            /** @description The staff member of a staff action. */
            actorName: string | null;
        };
        ExamActivitySummary: {
            focusLosses: number;
            fullscreenExits: number;
            contactGaps: number;
            addressChanges: number;
            /** Format: date-time */
            lastContactAt: string | null;
            /**
             * Format: date-time
             * @description Set while an ongoing instance has been silent longer than LOST_CONTACT_SECONDS.
             */
            contactLostSince: string | null;
        };
        ExamEventListResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                items: components["schemas"]["ExamEvent"][];
                /** @description Events of the kinds asked for in the whole log. */
                total: number;
                summary: components["schemas"]["ExamActivitySummary"];
            };
        };
        AnswerHistoryEntry: {
            seq: number;
            /** Format: date-time */
            at: string;
            /** Format: date-time */
            clientAt: string | null;
            late: boolean;
            answer: components["schemas"]["QuestionAnswer"];
        };
        AnswerHistoryResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["AnswerHistoryEntry"][];
        };
        /** @enum {string} */
        TicketStatus: "open" | "closed" | "reopened";
        TicketEntry: {
            /** @enum {string} */
            kind: "raised" | "answered" | "assigned" | "closed" | "reopened";
            text: string | null;
            /** Format: date-time */
            at: string;
            byStaff: boolean;
            /** @description The staff member's name; null for the student. */
            byName: string | null;
        };
        MyTicket: {
            id: number;
            ordinal: number;
            status: components["schemas"]["TicketStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            entries: components["schemas"]["TicketEntry"][];
        };
        MyTicketResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyTicket"];
        };
        MyTicketListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyTicket"][];
        };
        /** @description What a regrade covers and how it grades (docs/grading.md, Regrade). */
        RegradeOptions: {
            /** @description The question chains (root ids, see `listExamRegradeQuestions`) to regrade; null = every question. */
            questionRootIds: number[] | null;
            /** @description Grade against the newest version of each question's chain (with the instance question's seed); applying moves the instances to it. */
            useLatestVersion: boolean;
            /** @description Grade with the grading model each exam part has now (points follow it). */
            useCurrentGradingModels: boolean;
            /** @description Keep the grades teachers gave by hand (default in the page); false regrades them automatically too. */
            keepManual: boolean;
        };
        RegradeApplyInput: {
            previewId: string;
            reason: string;
        };
        RegradeStudent: {
            instanceId: number;
            studentId: number;
            /** @description The student number. */
            altId: string | null;
            firstName: string;
            lastName: string;
            classGroup: string | null;
        };
        /** @description One question of one instance whose score or outcome the regrade changes. */
        RegradeAnswerChange: components["schemas"]["RegradeStudent"] & {
            ordinal: number;
            /** @description The version graded against. */
            questionId: number;
            /** @description The version the instance holds now. */
            oldQuestionId: number;
            questionTitle: string;
            answered: boolean;
            /** @description A teacher's grade that this regrade replaces (only when manual grades are not kept). */
            manual: boolean;
            oldScore: number | null;
            newScore: number;
            oldMaxPoints: number;
            newMaxPoints: number;
            oldOutcome: (string & components["schemas"]["Outcome"]) | null;
            newOutcome: components["schemas"]["Outcome"];
        };
        /** @description One instance whose totals the regrade changes. */
        RegradeInstanceChange: components["schemas"]["RegradeStudent"] & {
            oldScore: number | null;
            newScore: number;
            maxScore: number;
            oldPercent: number | null;
            newPercent: number | null;
            oldPassed: boolean | null;
            newPassed: boolean | null;
            changedAnswers: number;
        };
        RegradeCounts: {
            /** @description Submitted instances looked at. */
            instances: number;
            /** @description Questions of those instances in the regrade's scope. */
            answers: number;
            changedAnswers: number;
            changedInstances: number;
            newlyPassed: number;
            newlyFailed: number;
            /** @description Grades given by hand, kept as they are. */
            keptManual: number;
            /** @description Grades given by hand that the regrade replaces. */
            overriddenManual: number;
            /** @description Answers still in the grading queue from the submit; left out. */
            waiting: number;
            /** @description Code or SQL answers the sandboxes could not grade; their grades stay. */
            notGraded: number;
            /** @description Instance questions that move to another question version or grading model. */
            movedQuestions: number;
        };
        RegradePreview: {
            id: string;
            examId: number;
            /** @enum {string} */
            status: "grading" | "ready" | "applied";
            /** Format: date-time */
            createdAt: string;
            createdByName: string;
            options: components["schemas"]["RegradeOptions"];
            /** @description Code and SQL answers graded in the sandboxes so far. */
            progress: {
                graded: number;
                total: number;
            };
            counts: components["schemas"]["RegradeCounts"];
            /** @description The changed answers (empty while grading), by student and place. */
            answers: components["schemas"]["RegradeAnswerChange"][];
            /** @description The changed instances (empty while grading), by student. */
            instances: components["schemas"]["RegradeInstanceChange"][];
            /** @description Why some answers were not graded, when a sandbox refused them. */
            message: string | null;
        };
        RegradePreviewResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["RegradePreview"];
        };
        ExamRegrade: {
            id: number;
            examId: number;
            reason: string;
            options: components["schemas"]["RegradeOptions"];
            /** Format: date-time */
            appliedAt: string;
            appliedBy: number | null;
            appliedByName: string | null;
            changedAnswers: number;
            changedInstances: number;
            newlyPassed: number;
            newlyFailed: number;
        };
        ExamRegradeResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamRegrade"];
        };
        ExamRegradeListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamRegrade"][];
        };
        RegradeQuestion: {
            rootId: number;
            /** @description The newest version's title. */
            title: string;
            kind: string;
            /** @description The versions the submitted instances hold. */
            questionIds: number[];
            latestId: number;
            latestVersion: number;
            /** @description Some instances hold an older version than the newest. */
            outdated: boolean;
            /** @description Submitted instances given this question. */
            instances: number;
            /** @description Of their answers, graded by hand. */
            manual: number;
        };
        RegradeQuestionListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["RegradeQuestion"][];
        };
        ExamTicket: {
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
            status: components["schemas"]["TicketStatus"];
            assignedTo: number | null;
            assignedToName: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            entries: components["schemas"]["TicketEntry"][];
        };
        ExamTicketResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamTicket"];
        };
        ExamTicketListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamTicket"][];
        };
        TicketTextInput: {
            ordinal: number;
            text: string;
        };
        TicketReopenInput: {
            text: string;
        };
        TicketAnswerInput: {
            text: string;
            close: boolean;
        };
        ExamMessageInput: {
            /** @enum {string} */
            audience: "all" | "class-group" | "student";
            /** @description For `class-group`. */
            classGroup: string | null;
            /** @description For `student`. */
            studentId: number | null;
            /** @description Markdown; shown sanitised. */
            text: string;
        };
        ExamMessage: {
            id: number;
            examId: number;
            /** @enum {string} */
            audience: "all" | "class-group" | "student";
            classGroup: string | null;
            studentId: number | null;
            studentName: string | null;
            text: string;
            /** Format: date-time */
            sentAt: string;
            sentByName: string | null;
            /** @description Takers it is for now (students with an instance of the exam in its audience). */
            recipients: number;
            delivered: number;
            displayed: number;
        };
        ExamMessageResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamMessage"];
        };
        ExamMessageListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamMessage"][];
        };
        MessageReceipt: {
            instanceId: number;
            studentId: number;
            firstName: string;
            lastName: string;
            altId: string | null;
            classGroup: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            displayedAt: string | null;
        };
        MessageReceiptListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MessageReceipt"][];
        };
        MyMessage: {
            id: number;
            text: string;
            /** Format: date-time */
            sentAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            displayedAt: string | null;
        };
        MyMessageListResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyMessage"][];
        };
        MessageReceiptsInput: {
            receipts: {
                messageId: number;
                /** @description false for delivered only. */
                displayed: boolean;
            }[];
        };
        StalkInstance: {
            pseudonym: string;
            /** @enum {string} */
            state: "ongoing" | "submitted";
            answered: number;
            total: number;
            focusLosses: number;
            /** Format: date-time */
            deadlineAt: string | null;
            /** Format: date-time */
            lastContactAt: string | null;
            contactLost: boolean;
        };
        StalkResponse: {
            /** @enum {boolean} */
            success: true;
            data: {
                examTitle: string;
                courseName: string;
                /** Format: date-time */
                serverNow: string;
                /** Format: date-time */
                availableTo: string;
                instances: components["schemas"]["StalkInstance"][];
            };
        };
        MyRunRequest: {
            answer: components["schemas"]["QuestionAnswer"];
        };
        MyRun: {
            runsUsed: number;
            maxRuns: number;
            /** @description The public tests' results (code). */
            tests: components["schemas"]["TestCaseResult"][];
            /** @description The run on the visible data set (SQL). */
            sqlRuns: components["schemas"]["SqlRunResult"][];
            message: string | null;
        };
        MyRunResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["MyRun"];
        };
        /** @description One bar of a histogram, `from` ≤ value < `to` (the last bar also takes its `to`). */
        AnalyticsBin: {
            from: number;
            to: number;
            count: number;
        };
        /** @description Summary of a set of values; `sd` is the sample standard deviation (n − 1), quartiles and median by linear interpolation (percentile_cont). Null when there are no values (`sd` also when there is one). */
        AnalyticsStats: {
            count: number;
            mean: number | null;
            median: number | null;
            sd: number | null;
            min: number | null;
            max: number | null;
            q1: number | null;
            q3: number | null;
        };
        /**
         * @description negative-discrimination: item-rest correlation below 0; too-hard: facility ≤ 10 %; too-easy: facility ≥ 95 %.
         * @enum {string}
         */
        AnalyticsFlag: "negative-discrimination" | "too-hard" | "too-easy";
        ExamQuestionAnalytics: {
            questionId: number;
            rootId: number;
            version: number;
            title: string;
            kind: components["schemas"]["QuestionKind"];
            /** @description The question's number in the exam (1, 2 …), by part, then by its place in a fixed part, then by its mean place in the instances. */
            position: number;
            /** @description Submitted instances that had the question. */
            count: number;
            answered: number;
            /** @description Answers not graded yet (waiting for the grading queue or a teacher); they count 0 points, and a question with any is not flagged. */
            pending: number;
            maxPoints: number;
            /** @description Mean points. */
            mean: number | null;
            sd: number | null;
            /** @description Mean of points / max points, in percent (below 0 with negative points). */
            facility: number | null;
            /** @description Pearson correlation of the question's points with the rest of the total (item-rest); null when either does not vary. */
            discrimination: number | null;
            /** @description Instances whose answer history has a save of the question. */
            timeCount: number;
            timeMedianSeconds: number | null;
            timeMeanSeconds: number | null;
            flags: components["schemas"]["AnalyticsFlag"][];
        };
        ClassGroupAnalytics: {
            classGroup: string | null;
            score: components["schemas"]["AnalyticsStats"];
            passRate: number | null;
        };
        ExamAnalytics: {
            examId: number;
            title: string;
            courseId: number;
            academicYearId: number;
            passPercentage: number;
            /** @description Every instance, submitted or not. */
            instances: number;
            /** @description Submitted instances (the rest describes these). */
            submitted: number;
            passed: number;
            /** @description Percent of the submitted instances that passed. */
            passRate: number | null;
            score: components["schemas"]["AnalyticsStats"];
            scorePercent: components["schemas"]["AnalyticsStats"];
            /** @description Submitted instances by score percent, in bars of 10 points. */
            histogram: components["schemas"]["AnalyticsBin"][];
            duration: components["schemas"]["AnalyticsStats"];
            /** @description Minutes from start to submit. */
            durationHistogram: components["schemas"]["AnalyticsBin"][];
            cronbachAlpha: number | null;
            /** @description The questions α is computed over (those every submitted instance has). */
            alphaQuestions: number;
            classGroups: components["schemas"]["ClassGroupAnalytics"][];
            questions: components["schemas"]["ExamQuestionAnalytics"][];
        };
        ExamAnalyticsResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["ExamAnalytics"];
        };
        QuestionUse: {
            examId: number;
            examTitle: string;
            courseId: number;
            academicYearId: number;
            academicYear: string;
            /** Format: date-time */
            availableFrom: string;
            versions: number[];
            count: number;
            answered: number;
            facility: number | null;
            discrimination: number | null;
        };
        AnswerOptionCount: {
            id: string;
            text: string;
            correct: boolean;
            /** @description Answers that chose the option. */
            count: number;
        };
        /**
         * @description The values given to a numerical question, read as the grader reads them and converted to the base unit of the
         *     latest version (answers in units it no longer has, or that are not numbers, are `unreadable`).
         */
        NumericalValues: {
            /** @description The base unit's name (null without units). */
            unit: string | null;
            readable: number;
            unreadable: number;
            /** @description The values given most often, most first (ties by value). */
            common: {
                value: number;
                count: number;
                /** @description Whether the value gets full points from the latest version; null for a templated question, whose students each had their own value. */
                correct: boolean | null;
            }[];
            /** @description Ten bars of equal width from the smallest to the largest value given (one when all are equal; none when no value was readable). */
            histogram: {
                from: number;
                to: number;
                count: number;
            }[];
        };
        OutcomeCount: {
            /** @enum {string} */
            outcome: "correct" | "partial" | "incorrect" | "unanswered" | "pending";
            count: number;
        };
        QuestionAnalytics: {
            /** @description The latest version of the chain. */
            questionId: number;
            rootId: number;
            courseId: number;
            title: string;
            kind: components["schemas"]["QuestionKind"];
            version: number;
            /** @description The exams that gave the question in a submitted instance, oldest first. */
            uses: components["schemas"]["QuestionUse"][];
            /** @description Submitted instances that had the question, over every exam. */
            count: number;
            answered: number;
            outcomes: components["schemas"]["OutcomeCount"][];
            /** @description Multiple choice and true/false only; the options of the latest version (true/false — `true`, `false`). */
            options: components["schemas"]["AnswerOptionCount"][] | null;
            /** @description Numerical only; the values students gave. */
            values: components["schemas"]["NumericalValues"] | null;
        };
        QuestionAnalyticsResponse: {
            /** @enum {boolean} */
            success: true;
            data: components["schemas"]["QuestionAnalytics"];
        };
    };
    responses: {
        /** @description The change conflicts with existing data (duplicate, in use, cycle). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Well-formed, but the content cannot be applied (e.g. invalid import rows, listed in `details`). */
        Unprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is malformed or fails validation. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, the session expired or the credentials are wrong. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but not allowed (role, course, academic year or CSRF check). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service cannot answer now. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        Provider: "google" | "aai";
        CourseId: number;
        AcademicYearId: number;
        UserId: number;
        StudentId: number;
        EnrolmentId: number;
        NodeTypeId: number;
        NodeId: number;
        GradingModelId: number;
        QuestionId: number;
        AttachmentId: number;
        GradingJobId: number;
        ExamId: number;
        ExamOverrideId: number;
        RegradePreviewId: string;
        ExamInstanceId: number;
        /** @description Words that must all match (case-insensitive) somewhere in the row's text. */
        Query: string;
        Page: number;
        PageSize: number;
        /**
         * @description `run`: before a code or SQL question (or a complex one with code or SQL parts) is saved, its reference
         *     solution runs in the sandboxes against the question's own tests (code: every test must pass) or data sets
         *     (SQL: the fixtures and the reference query must run), within the question's limits (a code test's
         *     `timeLimitMs`, an SQL query's 5 s), on the variant of seed 0 when templated. When it fails the save is
         *     refused with 422 `REFERENCE_FAILS`, whose `details` name each failing test, data set or the solution itself
         *     (`body/content/tests/1`, `body/content/hiddenFixture`, `body/content/subquestions/0/content/referenceSolution`
         *     …) with what went wrong. `skip`: nothing is run and a code or SQL question is saved inactive, whatever
         *     `isActive` says (setQuestionActive runs the check before it makes it active). Other kinds have nothing to
         *     run and are saved as given either way.
         */
        ReferenceCheck: "run" | "skip";
        SortOrder: "asc" | "desc";
        TicketId: number;
        MessageId: number;
        Ordinal: number;
        /** @description The number of the last event the client has; 0 or absent for none (only new events then). */
        LiveAfter: number;
        /** @description Only tickets in this state: `active` (open or reopened), `closed`; absent for all. */
        TicketStatusFilter: "active" | "closed";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ResultsExportFormat = components['schemas']['ResultsExportFormat'];
export type ResultsExportInstances = components['schemas']['ResultsExportInstances'];
export type Error = components['schemas']['Error'];
export type SuccessResponse = components['schemas']['SuccessResponse'];
export type ReadinessResponse = components['schemas']['ReadinessResponse'];
export type HealthResponse = components['schemas']['HealthResponse'];
export type AuthProvider = components['schemas']['AuthProvider'];
export type AuthProvidersResponse = components['schemas']['AuthProvidersResponse'];
export type LocalLoginRequest = components['schemas']['LocalLoginRequest'];
export type ExchangeLoginCodeRequest = components['schemas']['ExchangeLoginCodeRequest'];
export type DbUser = components['schemas']['DbUser'];
export type CurrentUser = components['schemas']['CurrentUser'];
export type CurrentUserResponse = components['schemas']['CurrentUserResponse'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type SearchResult = components['schemas']['SearchResult'];
export type SearchAnythingResponse = components['schemas']['SearchAnythingResponse'];
export type ThemeSettings = components['schemas']['ThemeSettings'];
export type FormButtonsPosition = components['schemas']['FormButtonsPosition'];
export type UserSettings = components['schemas']['UserSettings'];
export type Language = components['schemas']['Language'];
export type UserSettingsResponse = components['schemas']['UserSettingsResponse'];
export type ActivityKind = components['schemas']['ActivityKind'];
export type ActivityEvent = components['schemas']['ActivityEvent'];
export type ActivityPageResponse = components['schemas']['ActivityPageResponse'];
export type Course = components['schemas']['Course'];
export type CourseListResponse = components['schemas']['CourseListResponse'];
export type AcademicYear = components['schemas']['AcademicYear'];
export type AcademicYearListResponse = components['schemas']['AcademicYearListResponse'];
export type Paging = components['schemas']['Paging'];
export type AdminCourse = components['schemas']['AdminCourse'];
export type CourseInput = components['schemas']['CourseInput'];
export type AdminCourseResponse = components['schemas']['AdminCourseResponse'];
export type AdminCourseListResponse = components['schemas']['AdminCourseListResponse'];
export type AcademicYearInput = components['schemas']['AcademicYearInput'];
export type AcademicYearResponse = components['schemas']['AcademicYearResponse'];
export type Identity = components['schemas']['Identity'];
export type StaffUser = components['schemas']['StaffUser'];
export type StaffUserCreate = components['schemas']['StaffUserCreate'];
export type StaffUserUpdate = components['schemas']['StaffUserUpdate'];
export type StaffUserResponse = components['schemas']['StaffUserResponse'];
export type StaffUserPageResponse = components['schemas']['StaffUserPageResponse'];
export type OnlineUser = components['schemas']['OnlineUser'];
export type OnlineUserListResponse = components['schemas']['OnlineUserListResponse'];
export type PresenceInput = components['schemas']['PresenceInput'];
export type Student = components['schemas']['Student'];
export type StudentInput = components['schemas']['StudentInput'];
export type StudentResponse = components['schemas']['StudentResponse'];
export type StudentPageResponse = components['schemas']['StudentPageResponse'];
export type StudentDetailResponse = components['schemas']['StudentDetailResponse'];
export type StudentExam = components['schemas']['StudentExam'];
export type StudentExamListResponse = components['schemas']['StudentExamListResponse'];
export type Enrolment = components['schemas']['Enrolment'];
export type EnrolmentCreate = components['schemas']['EnrolmentCreate'];
export type EnrolmentUpdate = components['schemas']['EnrolmentUpdate'];
export type EnrolmentResponse = components['schemas']['EnrolmentResponse'];
export type EnrolmentPageResponse = components['schemas']['EnrolmentPageResponse'];
export type StudentImportRequest = components['schemas']['StudentImportRequest'];
export type StudentImportRow = components['schemas']['StudentImportRow'];
export type StudentImportSummary = components['schemas']['StudentImportSummary'];
export type StudentImportPreviewResponse = components['schemas']['StudentImportPreviewResponse'];
export type StudentImportResultResponse = components['schemas']['StudentImportResultResponse'];
export type NodeType = components['schemas']['NodeType'];
export type NodeTypeInput = components['schemas']['NodeTypeInput'];
export type NodeTypeResponse = components['schemas']['NodeTypeResponse'];
export type NodeTypeListResponse = components['schemas']['NodeTypeListResponse'];
export type Node = components['schemas']['Node'];
export type NodeCreate = components['schemas']['NodeCreate'];
export type NodeUpdate = components['schemas']['NodeUpdate'];
export type NodeResponse = components['schemas']['NodeResponse'];
export type NodeListResponse = components['schemas']['NodeListResponse'];
export type GradingModelExam = components['schemas']['GradingModelExam'];
export type GradingModel = components['schemas']['GradingModel'];
export type GradingModelInput = components['schemas']['GradingModelInput'];
export type GradingModelResponse = components['schemas']['GradingModelResponse'];
export type GradingModelListResponse = components['schemas']['GradingModelListResponse'];
export type QuestionKind = components['schemas']['QuestionKind'];
export type CodeLanguage = components['schemas']['CodeLanguage'];
export type ItemId = components['schemas']['ItemId'];
export type LabelledItem = components['schemas']['LabelledItem'];
export type ChoiceOption = components['schemas']['ChoiceOption'];
export type CodeTest = components['schemas']['CodeTest'];
export type Diagram = components['schemas']['Diagram'];
export type TextGap = components['schemas']['TextGap'];
export type ScaleLabel = components['schemas']['ScaleLabel'];
export type MultipleChoiceContent = components['schemas']['MultipleChoiceContent'];
export type TrueFalseContent = components['schemas']['TrueFalseContent'];
export type FreeTextContent = components['schemas']['FreeTextContent'];
export type CodeContent = components['schemas']['CodeContent'];
export type SqlContent = components['schemas']['SqlContent'];
export type JsonContent = components['schemas']['JsonContent'];
export type OrderedElementsContent = components['schemas']['OrderedElementsContent'];
export type ConnectedElementsContent = components['schemas']['ConnectedElementsContent'];
export type ElementPair = components['schemas']['ElementPair'];
export type TextCompletionContent = components['schemas']['TextCompletionContent'];
export type DiagramContent = components['schemas']['DiagramContent'];
export type ScaleContent = components['schemas']['ScaleContent'];
export type NumericalKey = components['schemas']['NumericalKey'];
export type NumericalUnit = components['schemas']['NumericalUnit'];
export type NumericalContent = components['schemas']['NumericalContent'];
export type SubQuestion = components['schemas']['SubQuestion'];
export type ComplexContent = components['schemas']['ComplexContent'];
export type SubQuestionContent = components['schemas']['SubQuestionContent'];
export type QuestionContent = components['schemas']['QuestionContent'];
export type QuestionTemplate = components['schemas']['QuestionTemplate'];
export type TemplateVariable = components['schemas']['TemplateVariable'];
export type QuestionInput = components['schemas']['QuestionInput'];
export type QuestionFeedback = components['schemas']['QuestionFeedback'];
export type QuestionNodeRef = components['schemas']['QuestionNodeRef'];
export type Question = components['schemas']['Question'];
export type QuestionResponse = components['schemas']['QuestionResponse'];
export type QuestionSummary = components['schemas']['QuestionSummary'];
export type QuestionPageResponse = components['schemas']['QuestionPageResponse'];
export type QuestionActiveInput = components['schemas']['QuestionActiveInput'];
export type QuestionVersion = components['schemas']['QuestionVersion'];
export type QuestionVersionListResponse = components['schemas']['QuestionVersionListResponse'];
export type QuestionTag = components['schemas']['QuestionTag'];
export type QuestionTagListResponse = components['schemas']['QuestionTagListResponse'];
export type Seed = components['schemas']['Seed'];
export type QuestionPreviewRequest = components['schemas']['QuestionPreviewRequest'];
export type QuestionDraftPreviewRequest = components['schemas']['QuestionDraftPreviewRequest'];
export type MultipleChoiceView = components['schemas']['MultipleChoiceView'];
export type TrueFalseView = components['schemas']['TrueFalseView'];
export type FreeTextView = components['schemas']['FreeTextView'];
export type PublicCodeTest = components['schemas']['PublicCodeTest'];
export type CodeView = components['schemas']['CodeView'];
export type SqlView = components['schemas']['SqlView'];
export type JsonView = components['schemas']['JsonView'];
export type OrderedElementsView = components['schemas']['OrderedElementsView'];
export type ConnectedElementsView = components['schemas']['ConnectedElementsView'];
export type TextCompletionView = components['schemas']['TextCompletionView'];
export type DiagramView = components['schemas']['DiagramView'];
export type ScaleView = components['schemas']['ScaleView'];
export type NumericalView = components['schemas']['NumericalView'];
export type SubQuestionView = components['schemas']['SubQuestionView'];
export type ComplexView = components['schemas']['ComplexView'];
export type SubQuestionViewBody = components['schemas']['SubQuestionViewBody'];
export type QuestionViewBody = components['schemas']['QuestionViewBody'];
export type QuestionView = components['schemas']['QuestionView'];
export type QuestionViewResponse = components['schemas']['QuestionViewResponse'];
export type MultipleChoiceAnswer = components['schemas']['MultipleChoiceAnswer'];
export type TrueFalseAnswer = components['schemas']['TrueFalseAnswer'];
export type FreeTextAnswer = components['schemas']['FreeTextAnswer'];
export type CodeAnswer = components['schemas']['CodeAnswer'];
export type SqlAnswer = components['schemas']['SqlAnswer'];
export type JsonAnswer = components['schemas']['JsonAnswer'];
export type OrderedElementsAnswer = components['schemas']['OrderedElementsAnswer'];
export type ConnectedElementsAnswer = components['schemas']['ConnectedElementsAnswer'];
export type TextCompletionAnswer = components['schemas']['TextCompletionAnswer'];
export type DiagramAnswer = components['schemas']['DiagramAnswer'];
export type ScaleAnswer = components['schemas']['ScaleAnswer'];
export type NumericalAnswer = components['schemas']['NumericalAnswer'];
export type SubQuestionAnswer = components['schemas']['SubQuestionAnswer'];
export type ComplexAnswer = components['schemas']['ComplexAnswer'];
export type QuestionAnswer = components['schemas']['QuestionAnswer'];
export type TrialRequest = components['schemas']['TrialRequest'];
export type Outcome = components['schemas']['Outcome'];
export type TestCaseResult = components['schemas']['TestCaseResult'];
export type ResultSet = components['schemas']['ResultSet'];
export type SqlRunResult = components['schemas']['SqlRunResult'];
export type SubGradeResult = components['schemas']['SubGradeResult'];
export type GradeResult = components['schemas']['GradeResult'];
export type GradingJob = components['schemas']['GradingJob'];
export type GradingJobResponse = components['schemas']['GradingJobResponse'];
export type CodeRunner = components['schemas']['CodeRunner'];
export type CodeRunnerListResponse = components['schemas']['CodeRunnerListResponse'];
export type Attachment = components['schemas']['Attachment'];
export type AttachmentResponse = components['schemas']['AttachmentResponse'];
export type QuestionImportRequest = components['schemas']['QuestionImportRequest'];
export type QuestionImportItem = components['schemas']['QuestionImportItem'];
export type QuestionImportPreview = components['schemas']['QuestionImportPreview'];
export type QuestionImportPreviewResponse = components['schemas']['QuestionImportPreviewResponse'];
export type QuestionImportResultResponse = components['schemas']['QuestionImportResultResponse'];
export type QuestionExportRequest = components['schemas']['QuestionExportRequest'];
export type QuestionExportResponse = components['schemas']['QuestionExportResponse'];
export type ExamPhase = components['schemas']['ExamPhase'];
export type ExamInstanceState = components['schemas']['ExamInstanceState'];
export type ExamPartSource = components['schemas']['ExamPartSource'];
export type ExamPartInput = components['schemas']['ExamPartInput'];
export type ExamInput = components['schemas']['ExamInput'];
export type ExamQuestionRef = components['schemas']['ExamQuestionRef'];
export type ExamPart = components['schemas']['ExamPart'];
export type ExamCounts = components['schemas']['ExamCounts'];
export type ExamLockedField = components['schemas']['ExamLockedField'];
export type ExamSummary = components['schemas']['ExamSummary'];
export type Exam = components['schemas']['Exam'];
export type ExamResponse = components['schemas']['ExamResponse'];
export type ExamListResponse = components['schemas']['ExamListResponse'];
export type ExamArchivedInput = components['schemas']['ExamArchivedInput'];
export type ExamPublishedInput = components['schemas']['ExamPublishedInput'];
export type ExamCloneInput = components['schemas']['ExamCloneInput'];
export type ExamProblem = components['schemas']['ExamProblem'];
export type ExamValidation = components['schemas']['ExamValidation'];
export type ExamValidationResponse = components['schemas']['ExamValidationResponse'];
export type ExamSampleRequest = components['schemas']['ExamSampleRequest'];
export type StaffInstanceQuestion = components['schemas']['StaffInstanceQuestion'];
export type ExamSample = components['schemas']['ExamSample'];
export type ExamSampleResponse = components['schemas']['ExamSampleResponse'];
export type ExamGenerationRequest = components['schemas']['ExamGenerationRequest'];
export type ExamGenerationFailure = components['schemas']['ExamGenerationFailure'];
export type ExamGenerationRun = components['schemas']['ExamGenerationRun'];
export type ExamGenerationRunResponse = components['schemas']['ExamGenerationRunResponse'];
export type ExamGenerationRunListResponse = components['schemas']['ExamGenerationRunListResponse'];
export type ExamInstanceSummary = components['schemas']['ExamInstanceSummary'];
export type ExamInstancePageResponse = components['schemas']['ExamInstancePageResponse'];
export type ExamAction = components['schemas']['ExamAction'];
export type ExamLateAnswer = components['schemas']['ExamLateAnswer'];
export type ExamInstanceDetail = components['schemas']['ExamInstanceDetail'];
export type ExamInstanceDetailResponse = components['schemas']['ExamInstanceDetailResponse'];
export type ExamUnsubmitInput = components['schemas']['ExamUnsubmitInput'];
export type ExamExtensionInput = components['schemas']['ExamExtensionInput'];
export type DeletedCountResponse = components['schemas']['DeletedCountResponse'];
export type StudentAccommodationInput = components['schemas']['StudentAccommodationInput'];
export type StudentAccommodation = components['schemas']['StudentAccommodation'];
export type StudentAccommodationChange = components['schemas']['StudentAccommodationChange'];
export type StudentAccommodationDetail = components['schemas']['StudentAccommodationDetail'];
export type StudentAccommodationResponse = components['schemas']['StudentAccommodationResponse'];
export type ExamOverrideInput = components['schemas']['ExamOverrideInput'];
export type ExamOverride = components['schemas']['ExamOverride'];
export type ExamOverrideResponse = components['schemas']['ExamOverrideResponse'];
export type ExamOverrideListResponse = components['schemas']['ExamOverrideListResponse'];
export type AccessRule = components['schemas']['AccessRule'];
export type MyExam = components['schemas']['MyExam'];
export type MyInstanceSummary = components['schemas']['MyInstanceSummary'];
export type MyExams = components['schemas']['MyExams'];
export type MyExamsResponse = components['schemas']['MyExamsResponse'];
export type StartExamRequest = components['schemas']['StartExamRequest'];
export type StartExamResponse = components['schemas']['StartExamResponse'];
export type MyInstanceQuestion = components['schemas']['MyInstanceQuestion'];
export type MyInstance = components['schemas']['MyInstance'];
export type MyInstanceResponse = components['schemas']['MyInstanceResponse'];
export type AnswerSave = components['schemas']['AnswerSave'];
export type SaveAnswersRequest = components['schemas']['SaveAnswersRequest'];
export type AnswerAck = components['schemas']['AnswerAck'];
export type SaveAnswersResponse = components['schemas']['SaveAnswersResponse'];
export type PositionRequest = components['schemas']['PositionRequest'];
export type PositionResponse = components['schemas']['PositionResponse'];
export type MyResult = components['schemas']['MyResult'];
export type MyResultResponse = components['schemas']['MyResultResponse'];
export type MyReviewQuestion = components['schemas']['MyReviewQuestion'];
export type ReviewFeedback = components['schemas']['ReviewFeedback'];
export type MyReview = components['schemas']['MyReview'];
export type MyReviewResponse = components['schemas']['MyReviewResponse'];
export type ManualGradingQuestion = components['schemas']['ManualGradingQuestion'];
export type ManualGradingInstance = components['schemas']['ManualGradingInstance'];
export type ManualGradingOverview = components['schemas']['ManualGradingOverview'];
export type ManualGradingOverviewResponse = components['schemas']['ManualGradingOverviewResponse'];
export type ManualGrade = components['schemas']['ManualGrade'];
export type ManualGradingAnswer = components['schemas']['ManualGradingAnswer'];
export type ManualGradingAnswerResponse = components['schemas']['ManualGradingAnswerResponse'];
export type ManualGradingAnswerListResponse = components['schemas']['ManualGradingAnswerListResponse'];
export type ManualGradeInput = components['schemas']['ManualGradeInput'];
export type RubricItem = components['schemas']['RubricItem'];
export type RubricItemCreate = components['schemas']['RubricItemCreate'];
export type RubricItemUpdate = components['schemas']['RubricItemUpdate'];
export type RubricItemResponse = components['schemas']['RubricItemResponse'];
export type RubricItemListResponse = components['schemas']['RubricItemListResponse'];
export type RubricItemChangeResponse = components['schemas']['RubricItemChangeResponse'];
export type ManualGradesApplyInstance = components['schemas']['ManualGradesApplyInstance'];
export type ManualGradesApplySummary = components['schemas']['ManualGradesApplySummary'];
export type ManualGradesApplyResponse = components['schemas']['ManualGradesApplyResponse'];
export type GraderStatistic = components['schemas']['GraderStatistic'];
export type GraderStatisticsResponse = components['schemas']['GraderStatisticsResponse'];
export type LiveEvent = components['schemas']['LiveEvent'];
export type ExamEventKind = components['schemas']['ExamEventKind'];
export type MyEventInput = components['schemas']['MyEventInput'];
export type MyEventsInput = components['schemas']['MyEventsInput'];
export type MyEventsResponse = components['schemas']['MyEventsResponse'];
export type ExamEvent = components['schemas']['ExamEvent'];
export type ExamActivitySummary = components['schemas']['ExamActivitySummary'];
export type ExamEventListResponse = components['schemas']['ExamEventListResponse'];
export type AnswerHistoryEntry = components['schemas']['AnswerHistoryEntry'];
export type AnswerHistoryResponse = components['schemas']['AnswerHistoryResponse'];
export type TicketStatus = components['schemas']['TicketStatus'];
export type TicketEntry = components['schemas']['TicketEntry'];
export type MyTicket = components['schemas']['MyTicket'];
export type MyTicketResponse = components['schemas']['MyTicketResponse'];
export type MyTicketListResponse = components['schemas']['MyTicketListResponse'];
export type RegradeOptions = components['schemas']['RegradeOptions'];
export type RegradeApplyInput = components['schemas']['RegradeApplyInput'];
export type RegradeStudent = components['schemas']['RegradeStudent'];
export type RegradeAnswerChange = components['schemas']['RegradeAnswerChange'];
export type RegradeInstanceChange = components['schemas']['RegradeInstanceChange'];
export type RegradeCounts = components['schemas']['RegradeCounts'];
export type RegradePreview = components['schemas']['RegradePreview'];
export type RegradePreviewResponse = components['schemas']['RegradePreviewResponse'];
export type ExamRegrade = components['schemas']['ExamRegrade'];
export type ExamRegradeResponse = components['schemas']['ExamRegradeResponse'];
export type ExamRegradeListResponse = components['schemas']['ExamRegradeListResponse'];
export type RegradeQuestion = components['schemas']['RegradeQuestion'];
export type RegradeQuestionListResponse = components['schemas']['RegradeQuestionListResponse'];
export type ExamTicket = components['schemas']['ExamTicket'];
export type ExamTicketResponse = components['schemas']['ExamTicketResponse'];
export type ExamTicketListResponse = components['schemas']['ExamTicketListResponse'];
export type TicketTextInput = components['schemas']['TicketTextInput'];
export type TicketReopenInput = components['schemas']['TicketReopenInput'];
export type TicketAnswerInput = components['schemas']['TicketAnswerInput'];
export type ExamMessageInput = components['schemas']['ExamMessageInput'];
export type ExamMessage = components['schemas']['ExamMessage'];
export type ExamMessageResponse = components['schemas']['ExamMessageResponse'];
export type ExamMessageListResponse = components['schemas']['ExamMessageListResponse'];
export type MessageReceipt = components['schemas']['MessageReceipt'];
export type MessageReceiptListResponse = components['schemas']['MessageReceiptListResponse'];
export type MyMessage = components['schemas']['MyMessage'];
export type MyMessageListResponse = components['schemas']['MyMessageListResponse'];
export type MessageReceiptsInput = components['schemas']['MessageReceiptsInput'];
export type StalkInstance = components['schemas']['StalkInstance'];
export type StalkResponse = components['schemas']['StalkResponse'];
export type MyRunRequest = components['schemas']['MyRunRequest'];
export type MyRun = components['schemas']['MyRun'];
export type MyRunResponse = components['schemas']['MyRunResponse'];
export type AnalyticsBin = components['schemas']['AnalyticsBin'];
export type AnalyticsStats = components['schemas']['AnalyticsStats'];
export type AnalyticsFlag = components['schemas']['AnalyticsFlag'];
export type ExamQuestionAnalytics = components['schemas']['ExamQuestionAnalytics'];
export type ClassGroupAnalytics = components['schemas']['ClassGroupAnalytics'];
export type ExamAnalytics = components['schemas']['ExamAnalytics'];
export type ExamAnalyticsResponse = components['schemas']['ExamAnalyticsResponse'];
export type QuestionUse = components['schemas']['QuestionUse'];
export type AnswerOptionCount = components['schemas']['AnswerOptionCount'];
export type NumericalValues = components['schemas']['NumericalValues'];
export type OutcomeCount = components['schemas']['OutcomeCount'];
export type QuestionAnalytics = components['schemas']['QuestionAnalytics'];
export type QuestionAnalyticsResponse = components['schemas']['QuestionAnalyticsResponse'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponseUnprocessable = components['responses']['Unprocessable'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseUnavailable = components['responses']['Unavailable'];
export type ParameterProvider = components['parameters']['Provider'];
export type ParameterCourseId = components['parameters']['CourseId'];
export type ParameterAcademicYearId = components['parameters']['AcademicYearId'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterStudentId = components['parameters']['StudentId'];
export type ParameterEnrolmentId = components['parameters']['EnrolmentId'];
export type ParameterNodeTypeId = components['parameters']['NodeTypeId'];
export type ParameterNodeId = components['parameters']['NodeId'];
export type ParameterGradingModelId = components['parameters']['GradingModelId'];
export type ParameterQuestionId = components['parameters']['QuestionId'];
export type ParameterAttachmentId = components['parameters']['AttachmentId'];
export type ParameterGradingJobId = components['parameters']['GradingJobId'];
export type ParameterExamId = components['parameters']['ExamId'];
export type ParameterExamOverrideId = components['parameters']['ExamOverrideId'];
export type ParameterRegradePreviewId = components['parameters']['RegradePreviewId'];
export type ParameterExamInstanceId = components['parameters']['ExamInstanceId'];
export type ParameterQuery = components['parameters']['Query'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterPageSize = components['parameters']['PageSize'];
export type ParameterReferenceCheck = components['parameters']['ReferenceCheck'];
export type ParameterSortOrder = components['parameters']['SortOrder'];
export type ParameterTicketId = components['parameters']['TicketId'];
export type ParameterMessageId = components['parameters']['MessageId'];
export type ParameterOrdinal = components['parameters']['Ordinal'];
export type ParameterLiveAfter = components['parameters']['LiveAfter'];
export type ParameterTicketStatusFilter = components['parameters']['TicketStatusFilter'];
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up and the database answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
            503: components["responses"]["Unavailable"];
        };
    };
    listAuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in methods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthProvidersResponse"];
                };
            };
        };
    };
    loginLocal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocalLoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; also sets the `examhall_session` and `examhall_csrf` cookies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startOidcLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the identity provider. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    completeOidcLogin: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                iss?: string;
            };
            header?: never;
            path: {
                provider: components["parameters"]["Provider"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the SPA's login-success or login-fail page. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
        };
    };
    exchangeLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeLoginCodeRequest"];
            };
        };
        responses: {
            /** @description Signed in; also sets the `examhall_session` and `examhall_csrf` cookies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the logged-out page. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchAnything: {
        parameters: {
            query: {
                query: string;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching results, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchAnythingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved settings, or null when none were saved yet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSettings"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMyActivity: {
        parameters: {
            query: {
                kinds?: components["schemas"]["ActivityKind"][];
                courseId?: number;
                /** @description The `nextCursor` of the previous page. */
                before?: string;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courses, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAcademicYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The academic years, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicYearListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The courses, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CourseInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createAcademicYear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcademicYearInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicYearResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateAcademicYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                academicYearId: components["parameters"]["AcademicYearId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcademicYearInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicYearResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteAcademicYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                academicYearId: components["parameters"]["AcademicYearId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    setCurrentAcademicYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                academicYearId: components["parameters"]["AcademicYearId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcademicYearResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listStaffUsers: {
        parameters: {
            query: {
                /** @description Words that must all match (case-insensitive) somewhere in the row's text. */
                query?: components["parameters"]["Query"];
                page: components["parameters"]["Page"];
                pageSize: components["parameters"]["PageSize"];
                sortOrder: components["parameters"]["SortOrder"];
                sortBy: "lastName" | "username" | "roleName" | "email";
                roleName?: "Admin" | "Teacher";
                /** @description Only the teachers of this course. */
                courseId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of staff users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createStaffUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffUserCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateStaffUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffUserUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    addTeacherCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Linked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeTeacherCourse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: components["parameters"]["UserId"];
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listOnlineUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The online sessions, most recently seen first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnlineUserListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    reportPresence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresenceInput"];
            };
        };
        responses: {
            /** @description Noted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStudents: {
        parameters: {
            query: {
                /** @description Words that must all match (case-insensitive) somewhere in the row's text. */
                query?: components["parameters"]["Query"];
                page: components["parameters"]["Page"];
                pageSize: components["parameters"]["PageSize"];
                sortOrder: components["parameters"]["SortOrder"];
                sortBy: "lastName" | "firstName" | "altId" | "email" | "classGroup";
                courseId?: number;
                academicYearId?: number;
                classGroup?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of students. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentDetailResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStudent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listStudentExams: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student's exams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentExamListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listStudentTickets: {
        parameters: {
            query?: {
                /** @description Only tickets in this state: `active` (open or reopened), `closed`; absent for all. */
                status?: components["parameters"]["TicketStatusFilter"];
            };
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamTicketListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listEnrolments: {
        parameters: {
            query: {
                courseId?: number;
                academicYearId?: number;
                studentId?: number;
                classGroup?: string;
                /** @description Words that must all match (case-insensitive) somewhere in the row's text. */
                query?: components["parameters"]["Query"];
                page: components["parameters"]["Page"];
                pageSize: components["parameters"]["PageSize"];
                sortOrder: components["parameters"]["SortOrder"];
                sortBy: "lastName" | "altId" | "classGroup" | "course" | "academicYear";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of enrolments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolmentPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolmentCreate"];
            };
        };
        responses: {
            /** @description Enrolled. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolmentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enrolmentId: components["parameters"]["EnrolmentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnrolmentUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnrolmentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                enrolmentId: components["parameters"]["EnrolmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unenrolled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previewStudentImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentImportRequest"];
            };
        };
        responses: {
            /** @description The rows as they would be applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentImportPreviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    applyStudentImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentImportRequest"];
            };
        };
        responses: {
            /** @description Applied; what changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentImportResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listNodeTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The node types, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeTypeListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createNodeType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NodeTypeInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeTypeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateNodeType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeTypeId: components["parameters"]["NodeTypeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NodeTypeInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeTypeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteNodeType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeTypeId: components["parameters"]["NodeTypeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listCourseNodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every node of the course with its parents; roots have none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createNode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NodeCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateNode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: components["parameters"]["NodeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NodeUpdate"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteNode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: components["parameters"]["NodeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    linkNodeParent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: components["parameters"]["NodeId"];
                parentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Linked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    unlinkNodeParent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: components["parameters"]["NodeId"];
                parentId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unlinked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listGradingModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grading models, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingModelListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createGradingModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradingModelInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingModelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateGradingModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gradingModelId: components["parameters"]["GradingModelId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GradingModelInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingModelResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteGradingModel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gradingModelId: components["parameters"]["GradingModelId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listQuestions: {
        parameters: {
            query: {
                /** @description Words that must all match (case-insensitive) somewhere in the row's text. */
                query?: components["parameters"]["Query"];
                page: components["parameters"]["Page"];
                pageSize: components["parameters"]["PageSize"];
                sortOrder: "asc" | "desc";
                sortBy: "updatedAt" | "title" | "kind" | "id" | "relevance";
                kind?: components["schemas"]["QuestionKind"][];
                nodeId?: number;
                includeDescendants: boolean;
                tag?: string[];
                active: "active" | "inactive" | "all";
                authorId?: number;
                /** @description Only these questions (e.g. the ones an import has just created). */
                id?: number[];
            };
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of questions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createQuestion: {
        parameters: {
            query: {
                /**
                 * @description `run`: before a code or SQL question (or a complex one with code or SQL parts) is saved, its reference
                 *     solution runs in the sandboxes against the question's own tests (code: every test must pass) or data sets
                 *     (SQL: the fixtures and the reference query must run), within the question's limits (a code test's
                 *     `timeLimitMs`, an SQL query's 5 s), on the variant of seed 0 when templated. When it fails the save is
                 *     refused with 422 `REFERENCE_FAILS`, whose `details` name each failing test, data set or the solution itself
                 *     (`body/content/tests/1`, `body/content/hiddenFixture`, `body/content/subquestions/0/content/referenceSolution`
                 *     …) with what went wrong. `skip`: nothing is run and a code or SQL question is saved inactive, whatever
                 *     `isActive` says (setQuestionActive runs the check before it makes it active). Other kinds have nothing to
                 *     run and are saved as given either way.
                 */
                referenceCheck: components["parameters"]["ReferenceCheck"];
            };
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    previewQuestionDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionDraftPreviewRequest"];
            };
        };
        responses: {
            /** @description The student's view of the draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionViewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listQuestionTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tags, most used first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionTagListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateQuestion: {
        parameters: {
            query: {
                mode: "in-place" | "new-version";
                /**
                 * @description `run`: before a code or SQL question (or a complex one with code or SQL parts) is saved, its reference
                 *     solution runs in the sandboxes against the question's own tests (code: every test must pass) or data sets
                 *     (SQL: the fixtures and the reference query must run), within the question's limits (a code test's
                 *     `timeLimitMs`, an SQL query's 5 s), on the variant of seed 0 when templated. When it fails the save is
                 *     refused with 422 `REFERENCE_FAILS`, whose `details` name each failing test, data set or the solution itself
                 *     (`body/content/tests/1`, `body/content/hiddenFixture`, `body/content/subquestions/0/content/referenceSolution`
                 *     …) with what went wrong. `skip`: nothing is run and a code or SQL question is saved inactive, whatever
                 *     `isActive` says (setQuestionActive runs the check before it makes it active). Other kinds have nothing to
                 *     run and are saved as given either way.
                 */
                referenceCheck: components["parameters"]["ReferenceCheck"];
            };
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionInput"];
            };
        };
        responses: {
            /** @description The saved version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    setQuestionActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionActiveInput"];
            };
        };
        responses: {
            /** @description The question. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloneQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The copy. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listQuestionVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionVersionListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previewQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionPreviewRequest"];
            };
        };
        responses: {
            /** @description The student's view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionViewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    tryQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrialRequest"];
            };
        };
        responses: {
            /** @description Graded, or queued for a worker. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingJobResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGradingJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                gradingJobId: components["parameters"]["GradingJobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GradingJobResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCodeRunners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per language. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeRunnerListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    uploadAttachment: {
        parameters: {
            query: {
                fileName: string;
            };
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": Buffer;
            };
        };
        responses: {
            /** @description Stored (an identical file of the course is reused). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachmentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: components["parameters"]["AttachmentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": Buffer | NodeJS.ReadableStream;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previewQuestionImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionImportRequest"];
            };
        };
        responses: {
            /** @description The preview; nothing is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionImportPreviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    applyQuestionImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionImportRequest"];
            };
        };
        responses: {
            /** @description What was created and what was skipped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionImportResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    exportQuestionsMoodleXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionExportRequest"];
            };
        };
        responses: {
            /** @description The file's text and what was left out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionExportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listExams: {
        parameters: {
            query: {
                academicYearId: number;
                /** @description Include archived exams. */
                archived: boolean;
            };
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    validateExamDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamInput"];
            };
        };
        responses: {
            /** @description The problems found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamValidationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exam. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    setExamArchived: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamArchivedInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setExamPublished: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamPublishedInput"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    cloneExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamCloneInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getExamValidation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The problems found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamValidationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previewExamSample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamSampleRequest"];
            };
        };
        responses: {
            /** @description The sample. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamSampleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listExamGenerationRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamGenerationRunListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    startExamGeneration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamGenerationRequest"];
            };
        };
        responses: {
            /** @description Started. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamGenerationRunResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["Unprocessable"];
        };
    };
    listExamInstances: {
        parameters: {
            query: {
                state: "all" | "generated" | "not-started" | "started" | "ongoing" | "submitted";
                /** @description Words that must all match (case-insensitive) somewhere in the row's text. */
                query?: components["parameters"]["Query"];
                page: components["parameters"]["Page"];
                pageSize: components["parameters"]["PageSize"];
                sortOrder: components["parameters"]["SortOrder"];
                sortBy: "name" | "altId" | "classGroup" | "startedAt" | "submittedAt" | "score";
                classGroup?: string;
            };
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamInstancePageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteGeneratedInstances: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedCountResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getExamInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamInstanceDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteExamInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    letStudentSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student may sign in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    unsubmitExamInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamUnsubmitInput"];
            };
        };
        responses: {
            /** @description The instance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamInstanceDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    extendExamInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamExtensionInput"];
            };
        };
        responses: {
            /** @description The instance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamInstanceDetailResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getStudentAccommodation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accommodation and every change of it, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentAccommodationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setStudentAccommodation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentAccommodationInput"];
            };
        };
        responses: {
            /** @description The accommodation and its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentAccommodationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeStudentAccommodation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                studentId: components["parameters"]["StudentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The (now empty) accommodation and its history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentAccommodationResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listExamOverrides: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overrides, students' first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamOverrideListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createExamOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamOverrideInput"];
            };
        };
        responses: {
            /** @description The override. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamOverrideResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateExamOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examOverrideId: components["parameters"]["ExamOverrideId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamOverrideInput"];
            };
        };
        responses: {
            /** @description The override. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamOverrideResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteExamOverride: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examOverrideId: components["parameters"]["ExamOverrideId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getExamSebConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; its name in Content-Disposition. */
            200: {
                headers: {
                    /** @description The Config Key of this configuration (64 hexadecimal characters). */
                    "X-Seb-Config-Key"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/seb": Buffer | NodeJS.ReadableStream;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMySebConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; its name in Content-Disposition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/seb": Buffer | NodeJS.ReadableStream;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMyExams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyExamsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    startMyExam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartExamRequest"];
            };
        };
        responses: {
            /** @description The instance, started. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartExamResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyInstanceResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveMyAnswers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAnswersRequest"];
            };
        };
        responses: {
            /** @description The acknowledgements. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveAnswersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setMyPosition: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PositionRequest"];
            };
        };
        responses: {
            /** @description The position held. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PositionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    submitMyInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result so far. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyResultResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    runMyAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
                ordinal: components["parameters"]["Ordinal"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MyRunRequest"];
            };
        };
        responses: {
            /** @description The run's results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyRunResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyReviewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    streamMyInstance: {
        parameters: {
            query?: {
                /** @description The number of the last event the client has; 0 or absent for none (only new events then). */
                after?: components["parameters"]["LiveAfter"];
            };
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of LiveEvent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["LiveEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    streamExam: {
        parameters: {
            query?: {
                /** @description The number of the last event the client has; 0 or absent for none (only new events then). */
                after?: components["parameters"]["LiveAfter"];
            };
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of LiveEvent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["LiveEvent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    recordMyEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MyEventsInput"];
            };
        };
        responses: {
            /** @description How many events were logged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyEventsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listExamInstanceEvents: {
        parameters: {
            query: {
                from?: string;
                limit: number;
                kinds?: components["schemas"]["ExamEventKind"][];
            };
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamEventListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAnswerHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
                ordinal: components["parameters"]["Ordinal"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerHistoryResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMyTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTicketListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    raiseMyTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketTextInput"];
            };
        };
        responses: {
            /** @description The ticket. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    reopenMyTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketReopenInput"];
            };
        };
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listExamTickets: {
        parameters: {
            query?: {
                /** @description Only tickets in this state: `active` (open or reopened), `closed`; absent for all. */
                status?: components["parameters"]["TicketStatusFilter"];
            };
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets, the open ones first, then newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamTicketListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listExamRegradeQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chains, in the order of their first place in the instances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegradeQuestionListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previewExamRegrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegradeOptions"];
            };
        };
        responses: {
            /** @description The preview (`ready`, or `grading` while code and SQL answers are graded). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegradePreviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getExamRegradePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
                previewId: components["parameters"]["RegradePreviewId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegradePreviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listExamRegrades: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The regrades. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamRegradeListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    applyExamRegrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegradeApplyInput"];
            };
        };
        responses: {
            /** @description The regrade as recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamRegradeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listManualGradingQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualGradingOverviewResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listManualGradingAnswers: {
        parameters: {
            query: {
                questionRootId?: number;
                instanceId?: number;
                ungraded: boolean;
                minScore?: number;
                maxScore?: number;
                classGroup?: string;
                lastNameFrom?: string;
                lastNameTo?: string;
            };
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualGradingAnswerListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveManualGrade: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
                examInstanceId: components["parameters"]["ExamInstanceId"];
                ordinal: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualGradeInput"];
            };
        };
        responses: {
            /** @description The answer with its saved grade. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualGradingAnswerResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listRubricItems: {
        parameters: {
            query: {
                questionRootId: number;
            };
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The items in their order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RubricItemListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createRubricItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RubricItemCreate"];
            };
        };
        responses: {
            /** @description The new item. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RubricItemResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteRubricItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
                rubricItemId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many grades were re-scored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RubricItemChangeResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateRubricItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
                rubricItemId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RubricItemUpdate"];
            };
        };
        responses: {
            /** @description The item and how many grades it re-scored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RubricItemChangeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previewManualGradesApply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary; nothing is changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualGradesApplyResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    applyManualGrades: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was applied. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualGradesApplyResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGraderStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per question and grader. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraderStatisticsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCourseTickets: {
        parameters: {
            query: {
                /** @description Only tickets in this state: `active` (open or reopened), `closed`; absent for all. */
                status?: components["parameters"]["TicketStatusFilter"];
                mine: boolean;
            };
            header?: never;
            path: {
                courseId: components["parameters"]["CourseId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tickets, the open ones first, then newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamTicketListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    assignTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamTicketResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    answerTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TicketAnswerInput"];
            };
        };
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamTicketResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    closeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketId: components["parameters"]["TicketId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamTicketResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listExamMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamMessageListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sendExamMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExamMessageInput"];
            };
        };
        responses: {
            /** @description The message. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamMessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMessageReceipts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recipients, those who have not seen it first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageReceiptListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMyMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyMessageListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    acknowledgeMyMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examInstanceId: components["parameters"]["ExamInstanceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageReceiptsInput"];
            };
        };
        responses: {
            /** @description The student's messages with their receipts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyMessageListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getStalk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseAcronym: string;
                examAbbreviation: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exam's ongoing instances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StalkResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportResults: {
        parameters: {
            query: {
                /** @description The exams, in the order of their sheets (at most 20). */
                examIds: number[];
                format: components["schemas"]["ResultsExportFormat"];
                /** @description A column of points for each question (by its place in the instance). */
                perQuestion: boolean;
                instances?: components["schemas"]["ResultsExportInstances"];
                /** @description The language of the headers and words in the file. */
                language: "en" | "hr";
                /** @description The IANA time zone the times are written in. */
                timeZone: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, streamed; its name in Content-Disposition. */
            200: {
                headers: {
                    /** @description Instance rows the file holds (all exams together). */
                    "X-Export-Rows"?: number;
                    /** @description XLSX only, the expected size of the file in bytes (for a progress bar; not exact). */
                    "X-Export-Bytes-Estimate"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Buffer | NodeJS.ReadableStream;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Buffer | NodeJS.ReadableStream;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getExamAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                examId: components["parameters"]["ExamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exam's analytics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExamAnalyticsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getQuestionAnalytics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                questionId: components["parameters"]["QuestionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question's analytics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionAnalyticsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
