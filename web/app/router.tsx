import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/RouteError.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { Layout } from '../features/layout/Layout.tsx';
import { NotFoundPage } from '../features/not-found/NotFoundPage.tsx';
import { lazyRoute } from './lazy-route.ts';

/** Loads a page module on demand; each exports its screen as `default`. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const module = await lazyRoute(load)();
  return { Component: module.default };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'home', element: <HomePage /> },
          { path: 'aboutUs', lazy: page(() => import('../features/about/AboutPage.tsx')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
