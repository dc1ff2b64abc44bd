import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AppRoutes } from './router';
import { type AppStore, createStore } from './store';

export function App({ store = createStore() }: { store?: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {/* Outside the routes, so a message survives the navigation that often follows it. */}
      <Toaster />
    </Provider>
  );
}
