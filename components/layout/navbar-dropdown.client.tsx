'use client';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Children, type ReactNode } from 'react';

/**
 * A navbar dropdown on Radix Dropdown Menu (`@radix-ui/react-dropdown-menu`, the WAI-ARIA menu
 * button pattern): opens on click and from the keyboard (Enter, Space, ArrowDown on the button),
 * arrows move between entries and wrap, Escape closes and returns focus to the button, a press or
 * touch outside closes it. Each child (a link) becomes one menu item. In the mobile drawer
 * `mobileLabel` ('Languages', 'Versions') replaces the label and the menu opens in place.
 */
export function NavbarDropdown({ label, mobileLabel, children }: { label: string; mobileLabel?: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <div className="dropdown">
        <DropdownMenu.Trigger className="navbar-link dropdown-toggle">
          {mobileLabel ? (
            <>
              <span className="dropdown-label">{label}</span>
              <span className="dropdown-label-mobile">{mobileLabel}</span>
            </>
          ) : (
            label
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Content className="dropdown-menu" align="start" sideOffset={4} loop>
          {Children.map(children, (child) => (
            <DropdownMenu.Item asChild>{child}</DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </div>
    </DropdownMenu.Root>
  );
}
