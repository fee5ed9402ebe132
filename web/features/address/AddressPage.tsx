import { PageTitle } from '../../components/PageTitle.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { UnionSection } from './UnionSection.tsx';
import { UpazilaSection } from './UpazilaSection.tsx';
import { VillageSection } from './VillageSection.tsx';
import './address.css';

/** Address: All Upazila, All Union and All Village, stacked. */
export function AddressPage() {
  return (
    <div className="address-page">
      <PageTitle title={T.title} />
      <h1>{T.heading}</h1>
      <p className="muted address-intro">{T.intro}</p>
      <UpazilaSection />
      <UnionSection />
      <VillageSection />
    </div>
  );
}

export default AddressPage;
