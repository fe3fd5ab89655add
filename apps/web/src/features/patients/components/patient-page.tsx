import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tanstack/react-router';
import { Alert, Anchor, Badge, Button, Group, Paper, Tabs, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowMerge, IconInfoCircle } from '@tabler/icons-react';
import { PATIENT_SEX_LABELS, patientName, type TPatientSex } from '@lab/domain';
import { AuditTable } from '@/components/audit-table';
import { PageHeader } from '@/components/page-header';
import { RecordPending } from '@/components/record-pending';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { usePatient } from '../api/get-patient';
import { useUpdatePatient } from '../api/update-patient';
import { CoveragesTab } from './coverages-tab';
import { MergePatientModal } from './merge-patient-modal';
import { PatientCasesTab } from './patient-cases-tab';
import { PatientDocumentsTab } from './patient-documents-tab';
import { PatientForm } from './patient-form';

const TABS = ['details', 'insurance', 'cases', 'documents', 'history'] as const;

function ageOf(dob: string): number {
  const d = new Date(`${dob}T00:00:00`);
  const now = new Date();
  let age = now.getFullYear() - d.getFullYear();
  if (now.getMonth() < d.getMonth() || (now.getMonth() === d.getMonth() && now.getDate() < d.getDate())) age--;
  return age;
}

/** One patient: details (edit in place), insurance, cases, documents, history. Alt+1…5 switch tabs. */
export function PatientPage() {
  const { t } = useTranslation('patients');
  const { id } = useParams({ strict: false }) as { id: string };
  const patientId = Number(id);
  const patient = usePatient(patientId);
  const update = useUpdatePatient(patientId);
  const role = useSession()?.user.role;
  const [tab, setTab] = useState<string>('details');
  const [merging, setMerging] = useState(false);
  useHotkeys(TABS.map((tb, i) => [`alt+${i + 1}`, () => setTab(tb)]));

  if (!patient.data)
    return <RecordPending error={patient.error} title={t('page.notAvailable')} notFound={t('page.noSuch')} />;
  const p = patient.data;
  const merged = !!p.mergedIntoId;

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{patientName(p)}</span>
            {merged && <Badge color="gray">{t('merged')}</Badge>}
          </Group>
        }
        subtitle={t('page.subtitle', {
          mrn: p.mrn,
          dob: formatDate(`${p.dob}T00:00:00`),
          age: ageOf(p.dob),
          sex: t(`sexes.${p.sex}`, { defaultValue: PATIENT_SEX_LABELS[p.sex as TPatientSex] ?? p.sex }),
        })}
        actions={
          role === 'admin' &&
          !merged && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconArrowMerge size={16} />}
              onClick={() => setMerging(true)}
            >
              {t('page.mergeInto')}
            </Button>
          )
        }
      />
      {merged && p.mergedInto && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle />}
          mb="md"
          title={t('page.mergedTitle')}
          data-testid="merged-banner"
        >
          <Text size="sm">
            {t('page.mergedOn', { date: formatDateTime(p.mergedAt) })}{' '}
            <Anchor component={Link} to={`/patient/${p.mergedInto.id}`}>
              {t('page.mergedTarget', { name: patientName(p.mergedInto), mrn: p.mergedInto.mrn })}
            </Anchor>
            {t('page.mergedRest')}
          </Text>
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'details')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{t('tabs.details')}</Tabs.Tab>
          <Tabs.Tab value="insurance">{t('tabs.insurance')}</Tabs.Tab>
          <Tabs.Tab value="cases">{t('tabs.cases')}</Tabs.Tab>
          <Tabs.Tab value="documents">{t('tabs.documents')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p="lg" radius="md">
          <Tabs.Panel value="details">
            <PatientForm
              key={`${p.id}-${p.updatedAt}`}
              initial={p}
              isNew={false}
              readOnly={merged}
              submitLabel={t('page.save')}
              onSubmit={(values) => update.mutateAsync(values)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="insurance">
            <CoveragesTab patientId={p.id} readOnly={merged} />
          </Tabs.Panel>
          <Tabs.Panel value="cases">
            <PatientCasesTab patientId={p.id} />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <PatientDocumentsTab patientId={p.id} />
          </Tabs.Panel>
          <Tabs.Panel value="history">
            <AuditTable fixed={{ entity: 'patient', entityId: String(p.id) }} compact />
          </Tabs.Panel>
        </Paper>
      </Tabs>
      {role === 'admin' && <MergePatientModal patient={p} opened={merging} onClose={() => setMerging(false)} />}
    </>
  );
}
