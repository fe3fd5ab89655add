import '@mantine/charts/styles.css';

export { AreaChart, BarChart, DonutChart } from '@mantine/charts';
