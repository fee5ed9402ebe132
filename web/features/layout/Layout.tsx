import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { TopBar } from './TopBar.tsx';

/** Top bar, routed content, footer (spec 2, Layout). */
export function Layout() {
  return (
    <div className="app">
      <TopBar />
      <main className="main"><Outlet /></main>
      <Footer />
    </div>
  );
}
