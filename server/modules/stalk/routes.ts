import { handlers } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { StalkService } from './service.js';

export function stalkRoutes(stalk: StalkService): OperationRoutes {
  return handlers({
    getStalk: {
      handler: async (request) => ({
        success: true,
        data: await stalk.get(request.params.courseAcronym, request.params.examAbbreviation),
      }),
      // Public: each address may ask STALK_RATE_LIMIT times a minute (the page refreshes every few seconds).
      rateLimit: (config) => ({ max: config.stalkRateLimit, timeWindow: 60_000 }),
    },
  });
}
