import { defineExtension } from '../../lib/extensions/registry.ts';
import { HelloPage, HelloSettingsPage, HelloWidget } from './hello-page.tsx';
import { HelloIcon } from './icon.tsx';

/**
 * An example extension using every kind the admin offers (specification section 2): a
 * route, a sidebar link with an icon, widgets in named zones and a settings page with its
 * card. Link and card texts are the extension's own (the registry shows them as given);
 * its screens use the `extensions` translation namespace. It puts nothing on the sign-in
 * page: whoever reads that page is not signed in yet.
 */
export const exampleExtension = defineExtension({
  name: 'example',
  routes: [{ path: '/hello', component: HelloPage }],
  links: [{ path: '/hello', label: 'Hello', icon: HelloIcon }],
  widgets: [
    { zone: 'settings.list.before', component: () => <HelloWidget zone="settings.list.before" /> },
    { zone: 'product.list.before', component: () => <HelloWidget zone="product.list.before" /> },
  ],
  settings: [
    {
      path: '/hello',
      component: HelloSettingsPage,
      card: {
        label: 'Hello extension',
        description: 'Settings of the example extension.',
        icon: HelloIcon,
      },
    },
  ],
});
