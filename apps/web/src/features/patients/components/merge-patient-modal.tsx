import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { patientName, type TPatientDetail } from '@lab/domain';
import { RemoteSelect } from '@/components/remote-select';
import { listPatients } from '@/api/patients/list-patients';
import { useMergePatient } from '../api/merge-patient';
import { formatDate } from '@/lib/format';

/** Admin: merge this duplicate record into the one to keep (its cases, coverages and documents move). */
export function MergePatientModal({
  patient,
  opened,
  onClose,
}: {
  patient: TPatientDetail;
  opened: boolean;
  onClose(): void;
}) {
  const [intoId, setIntoId] = useState<number | null>(null);
  const merge = useMergePatient(patient.id);
  const searchPatients = async (q: string, signal: AbortSignal) => {
    const page = await listPatients({ q: q || `${patient.lastName} ${patient.firstName}`, pageSize: 20 }, signal);
    return page.data
      .filter((p) => p.id !== patient.id)
      .map((p) => ({ value: String(p.id), label: `${patientName(p)} · born ${formatDate(p.dob)} · MRN ${p.mrn}` }));
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Merge duplicate record" size="lg">
      <Stack>
        <Text size="sm">
          Merge <b>{patientName(patient)}</b> (MRN {patient.mrn}) into the record to keep. Its cases, coverages and
          documents move there; this record stays readable and points at the survivor. The merge is audited on both
          records.
        </Text>
        <RemoteSelect
          label="Record to keep"
          placeholder="Search by name, MRN or date of birth"
          queryKey={`merge-into-${patient.id}`}
          search={searchPatients}
          value={intoId}
          onChange={setIntoId}
          data-autofocus
        />
        {merge.error && <Alert color="red">{merge.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={!intoId}
            loading={merge.isPending}
            onClick={async () => {
              const r = await merge.mutateAsync(intoId!);
              notifications.show({
                color: 'green',
                title: 'Records merged',
                message: `${r.moved.cases} cases, ${r.moved.coverages} coverages and ${r.moved.documents} documents moved.`,
              });
              onClose();
            }}
          >
            Merge into the chosen record
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
