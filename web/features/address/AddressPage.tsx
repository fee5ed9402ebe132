import { PageTitle } from '../../components/PageTitle.tsx';
import { addressText as T } from '../../i18n/address.ts';
import { PlaceSection } from './PlaceSection.tsx';
import { unionSection, villageSection } from './place-sections.ts';
import { UpazilaSection } from './UpazilaSection.tsx';
import dashboardStylesheet from '../../styles/dashboard.css?url';
import { requireStylesheet } from '../../shared/stylesheets.ts';

requireStylesheet(dashboardStylesheet);

/** Address: All Upazila, All Union and All Village, stacked. */
export function AddressPage() {
  return (
    <div className="address-page">
      <PageTitle title={T.title} />
      <h1>{T.heading}</h1>
      <p className="muted address-intro">{T.intro}</p>
      <UpazilaSection />
      <PlaceSection section={unionSection} />
      <PlaceSection section={villageSection} />
    </div>
  );
}

export default AddressPage;
