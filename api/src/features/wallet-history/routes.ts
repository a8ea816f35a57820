import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticator.ts';
import { requestLanguage } from '../../http/request-context.ts';
import { viewerTimeZone } from '../../http/time-zone.ts';
import { parseInput } from '../../http/validate.ts';
import { bonusQuery, exportQuery, financialQuery, transactionsQuery } from './schemas.ts';
import type { WalletHistoryService } from './service.ts';

/** The wallet's history tabs (login required). Their `from` and `to` are days of the device's zone (`X-Time-Zone`, else São Paulo). */
export function walletHistoryRoutes(app: FastifyInstance, deps: { service: WalletHistoryService; authenticator: Authenticator }): void {
  const { service, authenticator } = deps;

  /** ?action=all|bet|win|rollback|refund|deposit|withdrawal|cash_out&from=YYYY-MM-DD&to=YYYY-MM-DD&limit=&cursor= */
  app.get('/wallet/transactions', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.transactions(user.id, parseInput(transactionsQuery, request.query), viewerTimeZone(request));
  });

  /** The same filters as the screen, every matching line as CSV (times in the same zone, named in the header). */
  app.get('/wallet/transactions/export', async (request, reply) => {
    const { user } = await authenticator.requireUser(request);
    const { fileName, stream } = await service.exportCsv(user.id, parseInput(exportQuery, request.query), requestLanguage(request), viewerTimeZone(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.get('/wallet/financial-transactions', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.financial(user.id, parseInput(financialQuery, request.query));
  });

  app.get('/wallet/bonus-transactions', async (request) => {
    const { user } = await authenticator.requireUser(request);
    return service.bonus(user.id, parseInput(bonusQuery, request.query), viewerTimeZone(request));
  });
}
