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
import interfaceRoutes from './interfaces/index';
import fhirRoutes from './fhir/index';
import fhirOrderRoutes from './fhir/orders';
import { fhirResourcesOfVersion } from './results/messages';
import { fhirAccessPlugin } from '../services/fhir-access';
import resultsRoutes from './results/index';
import synopticRoutes from './synoptic/index';
import setupRoutes from './setup/index';
import liveRoutes from './live/index';
import mailRoutes from './mail/index';
import chatRoutes from './chat/index';
import tasksRoutes from './tasks/index';
import calendarRoutes from './calendar/index';
import suppliesRoutes from './supplies/index';
import dashboardRoutes from './dashboard/index';
import helpRoutes from './help/index';
import invoiceRoutes from './invoice/index';
import backupRoutes from './backups/index';
import downloadRoutes from './downloads/index';
import mfaRoutes from './mfa/index';
import orderRoutes from './orders/index';
import { accessionCaseIn } from './cases/service';
import { createPatient, findDuplicates } from './patients/repository';
import { acceptedFishForReport } from './fish/repository';
import { casesSearchProvider } from './cases/search-provider';
import { filesSearchProvider } from './documents/search-provider';
import { helpSearchProvider, testDirectorySearchProvider } from './help/search-provider';
import { patientsSearchProvider } from './patients/search-provider';
import { contactsProvider, pagesProvider } from './search/repository';
import type { SearchProvider } from '../lib/search-provider';

/**
 * The top-bar search's groups, in the order it shows them: a feature that wants its records found adds its
 * provider here with one line. Composed here so that the search route never imports another feature.
 */
export const SEARCH_PROVIDERS: SearchProvider[] = [
  pagesProvider,
  filesSearchProvider,
  contactsProvider,
  patientsSearchProvider,
  casesSearchProvider,
  helpSearchProvider,
  testDirectorySearchProvider,
];

/**
 * Every feature's routes. A new feature adds its folder and one line here; what one feature lends another (search
 * providers, the report's FISH results) is handed over here, so features never import each other.
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(auditRoutes);
  await app.register(lookupRoutes);
  await app.register(userRoutes);
  await app.register(mfaRoutes);
  await app.register(settingsRoutes);
  await app.register(searchRoutes, { providers: SEARCH_PROVIDERS });
  await app.register(bookmarkRoutes);
  await app.register(notificationRoutes);
  await app.register(casesRoutes);
  await app.register(patientRoutes);
  await app.register(payerRoutes);
  await app.register(providerRoutes);
  await app.register(documentRoutes);
  await app.register(fishRoutes);
  await app.register(resultsRoutes, { fishForReport: acceptedFishForReport });
  await app.register(synopticRoutes, { fishOfCase: acceptedFishForReport });
  await app.register(setupRoutes);
  // The workspace (docs/workspace.md): the live channel, then its four apps.
  await app.register(liveRoutes);
  await app.register(mailRoutes);
  await app.register(chatRoutes);
  await app.register(tasksRoutes);
  await app.register(calendarRoutes);
  await app.register(suppliesRoutes);
  await app.register(dashboardRoutes);
  await app.register(helpRoutes);
  await app.register(invoiceRoutes);
  await app.register(backupRoutes);
  await app.register(downloadRoutes);
  await app.register(interfaceRoutes);
  // Orders in: an incoming order becomes a patient and a case through those features' own rules.
  await app.register(orderRoutes, { deps: { findDuplicates, createPatient, accessionCaseIn } });
  // The FHIR API (/fhir, /oauth/token): app.fhirAccess is the preHandler of every /fhir route, orders in's too.
  await app.register(fhirAccessPlugin);
  await app.register(fhirRoutes, { versionResources: fhirResourcesOfVersion });
  await app.register(fhirOrderRoutes);
}
