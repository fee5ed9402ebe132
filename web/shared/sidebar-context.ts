import { createContext, useContext } from 'react';

/** The dashboard sidebar's open state, toggled from the top bar on phones. */
export const SidebarContext = createContext<{ open: boolean; setOpen: (open: boolean) => void }>({
  open: false,
  setOpen: () => {},
});

export const useSidebar = () => useContext(SidebarContext);
