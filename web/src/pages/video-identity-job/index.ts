export { VideoIdentityJobPage } from './ui/video-identity-job-page.tsx';
