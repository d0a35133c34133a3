import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { router } from './app/router';
import { LoadingScreen } from './components/loading-screen';
import { setupPersistor, setupStore } from './core/store';
import { browserLanguage, loadLanguage } from './i18n';
import './theme/global.css';

const store = setupStore();
const persistor = setupPersistor(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      {/* The first paint is already in the user's language: a language other than English loads before it. */}
      <PersistGate
        loading={<LoadingScreen />}
        persistor={persistor}
        onBeforeLift={() => loadLanguage(store.getState().settings.language ?? browserLanguage()).catch(() => undefined)}
      >
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
