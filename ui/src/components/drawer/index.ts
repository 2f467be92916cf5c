export {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  type DrawerProps,
  DrawerProvider,
  DrawerTitle,
  DrawerTrigger,
  drawerVariants,
} from './drawer.tsx';
