export { DonorsDonut } from './DonorsDonut.tsx';
export { DonationsRadar } from './DonationsRadar.tsx';
