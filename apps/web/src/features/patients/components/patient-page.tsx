import { useState } from 'react';
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
  const { id } = useParams({ strict: false }) as { id: string };
  const patientId = Number(id);
  const patient = usePatient(patientId);
  const update = useUpdatePatient(patientId);
  const role = useSession()?.user.role;
  const [tab, setTab] = useState<string>('details');
  const [merging, setMerging] = useState(false);
  useHotkeys(TABS.map((t, i) => [`alt+${i + 1}`, () => setTab(t)]));

  if (!patient.data)
    return <RecordPending error={patient.error} title="Patient not available" notFound="No such patient." />;
  const p = patient.data;
  const merged = !!p.mergedIntoId;

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{patientName(p)}</span>
            {merged && <Badge color="gray">merged</Badge>}
          </Group>
        }
        subtitle={`MRN ${p.mrn} · born ${formatDate(`${p.dob}T00:00:00`)} (${ageOf(p.dob)} y) · ${PATIENT_SEX_LABELS[p.sex as TPatientSex] ?? p.sex}`}
        actions={
          role === 'admin' &&
          !merged && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconArrowMerge size={16} />}
              onClick={() => setMerging(true)}
            >
              Merge into…
            </Button>
          )
        }
      />
      {merged && p.mergedInto && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle />}
          mb="md"
          title="This record was merged"
          data-testid="merged-banner"
        >
          <Text size="sm">
            Merged on {formatDateTime(p.mergedAt)} into{' '}
            <Anchor component={Link} to={`/patient/${p.mergedInto.id}`}>
              {patientName(p.mergedInto)} (MRN {p.mergedInto.mrn})
            </Anchor>
            . Its cases, insurance and documents are there now; this record is kept read-only.
          </Text>
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'details')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="insurance">Insurance</Tabs.Tab>
          <Tabs.Tab value="cases">Cases</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
        </Tabs.List>
        <Paper withBorder p="lg" radius="md">
          <Tabs.Panel value="details">
            <PatientForm
              key={`${p.id}-${p.updatedAt}`}
              initial={p}
              isNew={false}
              readOnly={merged}
              submitLabel="Save changes"
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
