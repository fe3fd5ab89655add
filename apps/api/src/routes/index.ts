import type { FastifyInstance } from 'fastify';
import auditRoutes from './audit/index';
import authRoutes from './auth/index';
import casesRoutes from './cases/index';
import documentRoutes from './documents/index';
import healthRoutes from './health/index';
import lookupRoutes from './lookups/index';
import userRoutes from './users/index';
import bookmarkRoutes from './bookmarks/index';
import notificationRoutes from './notifications/index';
import searchRoutes from './search/index';
import settingsRoutes from './settings/index';
import patientRoutes from './patients/index';
import payerRoutes from './payers/index';
import providerRoutes from './providers/index';
import fishRoutes from './fish/index';
import resultsRoutes from './results/index';
import setupRoutes from './setup/index';

/** Every feature's routes. A new feature adds its folder and one line here. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(auditRoutes);
  await app.register(lookupRoutes);
  await app.register(userRoutes);
  await app.register(settingsRoutes);
  await app.register(searchRoutes);
  await app.register(bookmarkRoutes);
  await app.register(notificationRoutes);
  await app.register(casesRoutes);
  await app.register(patientRoutes);
  await app.register(payerRoutes);
  await app.register(providerRoutes);
  await app.register(documentRoutes);
  await app.register(fishRoutes);
  await app.register(resultsRoutes);
  await app.register(setupRoutes);
}
