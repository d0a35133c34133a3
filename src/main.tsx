import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider } from 'react-router-dom';
import { setupPersistor, setupStore } from './app/store';
import { router } from './app/router';
import { LoadingScreen } from './components/loading-screen';
import { AppThemeProvider } from './theme/app-theme-provider';

const store = setupStore();
const persistor = setupPersistor(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={<LoadingScreen />} persistor={persistor}>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
