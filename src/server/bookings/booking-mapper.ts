import type { Booking } from '../../shared/booking/booking';
import type { Installation } from '../../shared/booking/booking-schema';
import type { BookingStatus } from '../../shared/booking/booking-status';
import type { ServiceKey, VehicleType } from '../../shared/catalog/services';
import { CURRENCY } from '../../shared/pricing/price';
import type { BookingRow } from '../repositories/bookings.repository';

/** A stored row in the API's shape. The columns only ever hold values the schemas let in. */
export function toBooking(row: BookingRow): Booking {
  return {
    orderId: row.orderId,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    state: row.state,
    city: row.city,
    pincode: row.pincode,
    address: row.address,
    regNumber: row.regNumber,
    chassisLast5: row.chassisLast5,
    engineLast5: row.engineLast5,
    installation: row.installation as Installation,
    service: row.service as ServiceKey,
    vehicleType: row.vehicleType as VehicleType,
    price: {
      base: row.priceBase,
      gst: row.priceGst,
      gstPct: row.priceGstPct,
      serviceCharge: row.priceServiceCharge,
      total: row.priceTotal,
      currency: CURRENCY,
    },
    txnId: row.txnId,
    duplicateTxn: row.duplicateTxn === 1,
    payment: { method: 'UPI', submittedAt: row.submittedAt, hasProof: row.proofImageId !== null },
    status: row.status as BookingStatus,
    createdAt: row.createdAt,
  };
}
