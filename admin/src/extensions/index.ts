import { createExtensionRegistry } from '../lib/extensions/registry.ts';
import { exampleExtensionEnabled } from './enabled.ts';
import { exampleExtension } from './example/index.tsx';

/**
 * The app's extension registry: the sidebar reads `links()`, the splat routes `routes()`
 * and `settingsPages()`, and `<WidgetZone>` the widgets. Registering checks every part, so
 * a bad extension fails at start-up naming its path.
 *
 * Register your own extension here (admin/README.md, "Extensions"). The example shows every
 * kind an extension can add; it is for developers, so staff see it only on a server started
 * with `ADMIN_EXAMPLE_EXTENSION=true`.
 */
export const extensions = createExtensionRegistry();

if (exampleExtensionEnabled()) extensions.register(exampleExtension);
