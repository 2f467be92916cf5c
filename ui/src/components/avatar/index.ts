export { Avatar, type AvatarProps, avatarVariants } from './avatar.tsx';
