import { useSearchParams } from 'wouter';
import { DEFAULT_CITY, isCity, type City } from '../../../shared/cities';

/** The Vent Room's city lives in ?city= (spec 001), so a shared link opens the same city's board. */
export function useVentCity(): [City, (city: City) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('city');
  const city = isCity(raw) ? raw : DEFAULT_CITY;
  const setCity = (next: City) =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('city', next);
        return updated;
      },
      { replace: true },
    );
  return [city, setCity];
}
