export { PatientsPage } from './components/patients-page';
export { PatientPage } from './components/patient-page';
export { NewPatientPage } from './components/new-patient-page';
