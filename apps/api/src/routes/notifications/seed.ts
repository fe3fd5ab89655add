import type { Db } from '../../db/client';
import { notify } from './repository';

/** A few real notices for the demo accounts, as the lab's events would have sent them. */
export async function seedDemoNotifications(db: Db): Promise<void> {
  await notify(db, {
    roles: ['admin', 'editor'],
    type: 'stat-case',
    title: 'New STAT case S26-00042',
    body: 'Breast core biopsy, left, accessioned as STAT by Dana Demo.',
    link: '/specimen',
  });
  await notify(db, {
    roles: ['admin', 'editor'],
    type: 'stat-case',
    title: 'New STAT case C26-00017',
    body: 'Thyroid FNA received from Springfield Clinic; marked STAT.',
    link: '/specimen',
  });
  await notify(db, {
    roles: ['admin', 'editor', 'physician'],
    type: 'report-signed',
    title: 'Report signed: S26-00038',
    body: 'Final diagnosis signed out by the pathologist; PDF ready.',
    link: '/results',
  });
  await notify(db, {
    roles: ['admin'],
    type: 'account',
    title: 'New account awaits a role',
    body: 'A self-registered user is waiting for access.',
    link: '/users',
  });
  await notify(db, {
    roles: ['admin', 'editor'],
    type: 'report-amended',
    title: 'Amended report: F26-00011',
    body: 'HER2 FISH result corrected; reason recorded.',
    link: '/fishscoring',
  });
  await notify(db, {
    roles: ['patient'],
    type: 'report-signed',
    title: 'Your report is ready',
    body: 'A new report has been released to your portal.',
    link: '/myreports',
  });
}
