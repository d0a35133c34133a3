import { createRunners } from '../sandbox/index.js';
import type { AppDeps, OperationRoutes } from '../types.js';
import { accommodationsRoutes } from './accommodations/routes.js';
import { createAccommodationsService } from './accommodations/service.js';
import { analyticsRoutes } from './analytics/routes.js';
import { createAnalyticsService } from './analytics/service.js';
import { activityRoutes } from './activity/routes.js';
import { createActivityService } from './activity/service.js';
import { authRoutes } from './auth/routes.js';
import { createAuthService } from './auth/service.js';
import { coursesRoutes } from './courses/routes.js';
import { createExamAccessService } from './exams/access-service.js';
import { createExamInstancesService } from './exams/instances-service.js';
import { examsRoutes } from './exams/routes.js';
import { exportsRoutes } from './exports/routes.js';
import { createExportsService } from './exports/service.js';
import { createExamsService } from './exams/service.js';
import { createExamTakingService } from './exams/taking-service.js';
import { createCoursesService } from './courses/service.js';
import { importsRoutes } from './imports/routes.js';
import { liveRoutes } from './live/routes.js';
import { createLiveService } from './live/service.js';
import { createImportsService } from './imports/service.js';
import { lookupsRoutes } from './lookups/routes.js';
import { manualGradingRoutes } from './manual-grading/routes.js';
import { createManualGradingService } from './manual-grading/service.js';
import { messagesRoutes } from './messages/routes.js';
import { createMessagesService } from './messages/service.js';
import { createLookupsService } from './lookups/service.js';
import { nodesRoutes } from './nodes/routes.js';
import { createNodesService } from './nodes/service.js';
import { peopleRoutes } from './people/routes.js';
import { createPeopleService } from './people/service.js';
import { questionImportsRoutes } from './question-imports/routes.js';
import { createQuestionImportsService } from './question-imports/service.js';
import { questionsRoutes } from './questions/routes.js';
import { regradesRoutes } from './regrades/routes.js';
import { createRegradesService } from './regrades/service.js';
import { createQuestionsService, type QuestionsGrading } from './questions/service.js';
import { settingsRoutes } from './settings/routes.js';
import { stalkRoutes } from './stalk/routes.js';
import { createStalkService } from './stalk/service.js';
import { createSettingsService } from './settings/service.js';
import { structureRoutes } from './structure/routes.js';
import { createStructureService } from './structure/service.js';
import { studentsRoutes } from './students/routes.js';
import { createStudentsService } from './students/service.js';
import { systemRoutes } from './system/routes.js';
import { createSystemService } from './system/service.js';
import { ticketsRoutes } from './tickets/routes.js';
import { createTicketsService } from './tickets/service.js';

/** `grading`: the sandboxes and the in-process worker's wake-up; without it the sandboxes are made here. */
export function createServices(deps: AppDeps, given?: QuestionsGrading) {
  const grading = given ?? { runners: createRunners(deps.config.sandbox) };
  return {
    accommodations: createAccommodationsService(deps),
    analytics: createAnalyticsService(deps),
    activity: createActivityService(deps),
    auth: createAuthService(deps),
    courses: createCoursesService(deps),
    exams: createExamsService(deps, grading),
    examAccess: createExamAccessService(deps),
    examInstances: createExamInstancesService(deps),
    examTaking: createExamTakingService(deps, grading),
    exports: createExportsService(deps),
    imports: createImportsService(deps),
    live: createLiveService(deps),
    lookups: createLookupsService(deps),
    manualGrading: createManualGradingService(deps),
    messages: createMessagesService(deps),
    nodes: createNodesService(deps),
    people: createPeopleService(deps),
    questions: createQuestionsService(deps, grading),
    regrades: createRegradesService(deps, grading),
    questionImports: createQuestionImportsService(deps),
    settings: createSettingsService(deps),
    stalk: createStalkService(deps),
    structure: createStructureService(deps),
    students: createStudentsService(deps),
    system: createSystemService(deps),
    tickets: createTicketsService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Every implemented operation, keyed by the contract's operationId. */
export function createOperationRoutes(services: Services, deps: AppDeps): OperationRoutes {
  const modules: OperationRoutes[] = [
    systemRoutes(services.system),
    authRoutes(services.auth, deps.config),
    lookupsRoutes(services.lookups),
    settingsRoutes(services.settings),
    coursesRoutes(services.courses),
    peopleRoutes(services.people),
    structureRoutes(services.structure),
    studentsRoutes(services.students, services.tickets),
    importsRoutes(services.imports),
    nodesRoutes(services.nodes),
    liveRoutes(services.live),
    messagesRoutes(services.messages),
    stalkRoutes(services.stalk),
    questionsRoutes(services.questions),
    questionImportsRoutes(services.questionImports),
    examsRoutes(services.exams, services.examInstances, services.examTaking, services.auth, services.examAccess),
    ticketsRoutes(services.tickets),
    manualGradingRoutes(services.manualGrading),
    regradesRoutes(services.regrades),
    exportsRoutes(services.exports),
    activityRoutes(services.activity),
    analyticsRoutes(services.analytics),
    accommodationsRoutes(services.accommodations),
  ];
  const routes: OperationRoutes = {};
  for (const module of modules) {
    for (const [operationId, route] of Object.entries(module)) {
      if (operationId in routes) throw new Error(`Operation ${operationId} is implemented twice`);
      routes[operationId] = route;
    }
  }
  return routes;
}
