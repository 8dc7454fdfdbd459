import { mountStandalone } from '@school/tooling/standalone';
import App from './app';

mountStandalone(App);
