import { useQuery } from '@tanstack/react-query';
import { patientListQuery } from '@/api/patients/list-patients';

/** Patients to attach a document to, by name, MRN or date of birth. */
export const usePatientSearch = (q: string) =>
  useQuery({ ...patientListQuery({ q, pageSize: 20 }), enabled: q.length > 0 });
