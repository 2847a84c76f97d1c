export { SplashScreen } from './SplashScreen';
