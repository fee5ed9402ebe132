import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageTitle } from './PageTitle.tsx';

export interface Tab {
  to: string;
  label: ReactNode;
  /** Active only on exactly this path (the index tab). */
  end?: boolean;
}

interface TabbedSectionProps {
  title: string;
  tabs: Tab[];
  tabsLabel: string;
  /** Extra classes for the tab bar. */
  className?: string;
  /** Passed to the routed tab (useOutletContext). */
  context?: unknown;
  /** Controls for the whole section (e.g. Export), between the title and the tabs. */
  actions?: ReactNode;
}

/** A dashboard screen made of routed tabs: title, the tab links, and the active tab's screen. */
export function TabbedSection({
  title,
  tabs,
  tabsLabel,
  className,
  context,
  actions,
}: TabbedSectionProps) {
  return (
    <section>
      <PageTitle title={title} />
      <h1>{title}</h1>
      {actions}
      <nav className={className ? `tabs ${className}` : 'tabs'} aria-label={tabsLabel}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet context={context} />
    </section>
  );
}
