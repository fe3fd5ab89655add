import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_THEME_SETTINGS,
  ROLES,
  STAFF_ROLES,
  ZAccountLanguage,
  ZAccountLanguageInput,
  ZApiError,
  ZLabSettings,
  ZLabSettingsRecord,
  ZPortalSettings,
  ZPortalSettingsUpdate,
  ZSecuritySettings,
  ZSecuritySettingsUpdate,
  ZThemeSettings,
} from '@lab/domain';
import { changeEvents } from '../../plugins/audit';
import { HttpError } from '../../lib/http-error';
import { readLabSettings, writeLabSettings } from '../../services/lab-settings';
import {
  readCustomizerFlag,
  readLanguage,
  readSecuritySettings,
  readThemeSettings,
  writeCustomizerFlag,
  writeLanguage,
  writeSecuritySettings,
  writeThemeSettings,
} from './repository';

const ZThemeResponse = z.object({ settings: ZThemeSettings.nullable(), customizerEnabled: z.boolean() });

/** Per-user theme choices and the portal-wide customizer switch (docs/shell.md#theme-customizer, docs/api.md#settings-calls). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customizerEnabled = async () => app.config.customizerEnabledByEnv ?? (await readCustomizerFlag(app.db));

  app.get(
    '/api/account/theme',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true, allowDuringMfaEnrolment: true },
      schema: { tags: ['settings'], summary: 'My saved theme settings', response: { 200: ZThemeResponse } },
    },
    async (req) => ({
      settings: await readThemeSettings(app.db, req.user!.id),
      customizerEnabled: await customizerEnabled(),
    }),
  );

  app.put(
    '/api/account/theme',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true },
      schema: {
        tags: ['settings'],
        summary: 'Save my theme settings (they follow me to another browser)',
        body: ZThemeSettings,
        response: { 200: ZThemeResponse },
      },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const before = await readThemeSettings(tx, req.user!.id);
        await writeThemeSettings(tx, req.user!.id, req.body);
        // One short row per changed option (never saved before = the defaults).
        await req.audit(
          changeEvents(
            {
              eventtype: 'settings',
              eventdescription: 'Theme setting changed',
              entity: 'user',
              entityId: req.user!.id,
            },
            before ?? DEFAULT_THEME_SETTINGS,
            req.body,
          ),
          tx,
        );
      });
      return { settings: req.body, customizerEnabled: await customizerEnabled() };
    },
  );

  app.get(
    '/api/account/language',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true },
      schema: {
        tags: ['settings'],
        summary: "My screen language (null: the browser's)",
        response: { 200: ZAccountLanguage },
      },
    },
    async (req) => ({ language: await readLanguage(app.db, req.user!.id) }),
  );

  app.put(
    '/api/account/language',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true },
      schema: {
        tags: ['settings'],
        summary: 'Choose my screen language: en, es or fr (it follows me to another browser)',
        body: ZAccountLanguageInput,
        response: { 200: ZAccountLanguage, 400: ZApiError },
      },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const before = await readLanguage(tx, req.user!.id);
        await writeLanguage(tx, req.user!.id, req.body.language);
        await req.audit(
          changeEvents(
            { eventtype: 'settings', eventdescription: 'Language changed', entity: 'user', entityId: req.user!.id },
            { language: before },
            { language: req.body.language },
          ),
          tx,
        );
      });
      return { language: req.body.language };
    },
  );

  app.get(
    '/api/settings/portal',
    {
      config: { access: 'authenticated', allowWithExpiredPassword: true, allowDuringMfaEnrolment: true },
      schema: { tags: ['settings'], summary: 'Portal-wide settings', response: { 200: ZPortalSettings } },
    },
    async () => ({
      customizerEnabled: await customizerEnabled(),
      customizerLockedByEnv: app.config.customizerEnabledByEnv !== undefined,
    }),
  );

  app.put(
    '/api/settings/portal',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['settings'],
        summary: 'Turn the theme customizer on or off for everyone',
        body: ZPortalSettingsUpdate,
        response: { 200: ZPortalSettings, 409: ZApiError },
      },
    },
    async (req) => {
      if (app.config.customizerEnabledByEnv !== undefined) {
        throw new HttpError(409, 'PORTAL_CUSTOMIZER is set at start; change it there.');
      }
      await app.db.transaction(async (tx) => {
        const before = await readCustomizerFlag(tx);
        await writeCustomizerFlag(tx, req.body.customizerEnabled);
        await req.audit(
          {
            eventtype: 'settings',
            eventdescription: `Theme customizer ${req.body.customizerEnabled ? 'enabled' : 'disabled'} for everyone`,
            entity: 'app_settings',
            entityId: 'customizer',
            datavalue: 'customizerEnabled',
            oldvalue: before,
            newvalue: req.body.customizerEnabled,
          },
          tx,
        );
      });
      return { customizerEnabled: req.body.customizerEnabled, customizerLockedByEnv: false };
    },
  );

  app.get(
    '/api/settings/lab',
    {
      config: { access: { roles: STAFF_ROLES } },
      schema: {
        tags: ['settings'],
        summary: "The lab's time zone, report language and holidays (docs/lab-settings.md)",
        response: { 200: ZLabSettingsRecord },
      },
    },
    async () => readLabSettings(app.db, app.config),
  );

  app.put(
    '/api/settings/lab',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['settings'],
        summary: "Set the lab's time zone (IANA name), report language and holidays",
        body: ZLabSettings,
        response: { 200: ZLabSettingsRecord, 400: ZApiError },
      },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const before = await readLabSettings(tx, app.config);
        await writeLabSettings(tx, req.body);
        await req.audit(
          changeEvents(
            { eventtype: 'settings', eventdescription: 'Lab setting changed', entity: 'app_settings', entityId: 'lab' },
            before,
            req.body,
          ),
          tx,
        );
      });
      return req.body;
    },
  );

  app.get(
    '/api/settings/security',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['settings'],
        summary: 'The second-factor policy: the roles that must use one, and whether a passkey alone signs in',
        response: { 200: ZSecuritySettings },
      },
    },
    async () => readSecuritySettings(app.db),
  );

  app.put(
    '/api/settings/security',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['settings'],
        summary:
          'Set the roles that must use a second factor (their users without one may only enrol), and whether a passkey alone signs in (left out: kept)',
        body: ZSecuritySettingsUpdate,
        response: { 200: ZSecuritySettings, 400: ZApiError },
      },
    },
    async (req) => {
      return app.db.transaction(async (tx) => {
        const before = await readSecuritySettings(tx);
        const next = {
          requireMfaFor: ROLES.filter((r) => req.body.requireMfaFor.includes(r)),
          passwordlessPasskeys: req.body.passwordlessPasskeys ?? before.passwordlessPasskeys,
        };
        await writeSecuritySettings(tx, next);
        // The roles' line as before (every PUT of them), except a PUT that only turns the passkey sign-in over.
        if (
          before.requireMfaFor.join() !== next.requireMfaFor.join() ||
          before.passwordlessPasskeys === next.passwordlessPasskeys
        ) {
          await req.audit(
            {
              eventtype: 'settings',
              eventdescription: `Second factor required for: ${next.requireMfaFor.join(', ') || 'nobody'}`,
              entity: 'app_settings',
              entityId: 'security',
              datavalue: 'requireMfaFor',
              oldvalue: before.requireMfaFor,
              newvalue: next.requireMfaFor,
            },
            tx,
          );
        }
        if (before.passwordlessPasskeys !== next.passwordlessPasskeys) {
          await req.audit(
            {
              eventtype: 'settings',
              eventdescription: next.passwordlessPasskeys
                ? 'Sign-in with a passkey alone allowed'
                : 'Sign-in with a passkey alone no longer allowed',
              entity: 'app_settings',
              entityId: 'security',
              datavalue: 'passwordlessPasskeys',
              oldvalue: before.passwordlessPasskeys,
              newvalue: next.passwordlessPasskeys,
            },
            tx,
          );
        }
        return next;
      });
    },
  );
};

export default settingsRoutes;
