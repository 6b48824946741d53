export { default } from '@/components/account/account-loading';
