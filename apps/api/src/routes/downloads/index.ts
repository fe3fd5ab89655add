import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZDownloadSignRequest, ZDownloadSignResponse } from '@lab/domain';
import { checkAccess, type RouteAccess } from '../../plugins/auth';
import { carriesAccessToken } from '../../lib/signed-url';
import { fieldError } from '../../lib/http-error';

/** A route pattern (`/api/cases/:id/labels.pdf`) as a test of concrete paths. */
const patternOf = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

/**
 * Signed download links (docs/api.md#signed-download-links): the one way a GET the browser opens itself is
 * authorized, so that no session token ever goes into an address.
 */
const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  let signed: Array<{ route: RouteAccess; test: RegExp }> | null = null;
  /** The routes that take a signed link, known once every route is registered. */
  const signedRoutes = () =>
    (signed ??= app.routeAccess
      .filter((r) => r.signedUrl && r.method === 'GET')
      .map((route) => ({ route, test: patternOf(route.url) })));

  app.post(
    '/api/downloads/sign',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['system'],
        summary: 'A link to one download (PDF, file, export, the live channel) for a few minutes, without a token',
        description:
          'Answers `url`: the path and query sent, with `sig` and `exp` added. It opens that one path (any query), for ' +
          'the caller and their session, for 5 minutes; the route still checks the caller’s role and scope. Only ' +
          'the routes docs/api.md lists under "Signed download links" take one.',
        body: ZDownloadSignRequest,
        response: { 200: ZDownloadSignResponse, 400: ZApiError, 403: ZApiError },
      },
    },
    async (req) => {
      const { path } = req.body;
      const cut = path.indexOf('?');
      const pathname = cut < 0 ? path : path.slice(0, cut);
      const query = new URLSearchParams(cut < 0 ? '' : path.slice(cut + 1));
      if (carriesAccessToken(path)) throw fieldError('path', 'may not carry an access token');
      const target = signedRoutes().find((r) => r.test.test(pathname));
      if (!target) throw fieldError('path', 'is not a download that takes a signed link');
      // Refused now rather than in the new tab: the route checks again when the link is opened.
      checkAccess(req.user!, target.route.access);
      const user = req.user!;
      const { sig, exp } = app.downloads.sign(pathname, { userId: user.id, sessionId: user.sessionId });
      query.delete('sig');
      query.delete('exp');
      query.set('sig', sig);
      query.set('exp', String(exp));
      return { url: `${pathname}?${query.toString()}`, expiresAt: new Date(exp * 1000).toISOString() };
    },
  );
};

export default downloadRoutes;
